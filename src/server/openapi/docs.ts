// /api/docs/: the API reference, rendered here from the document GET /api/openapi.json serves
// (reference-page.ts; docs/decisions/025-api-reference.md says why not a third-party viewer).
// The document is fixed once the routes are registered, so the page is rendered and compressed
// once per process, on its first request, and then sent as those bytes to everyone: revalidated
// by ETag like the site's pages, so a repeat visit costs a 304. It carries no script, so the CSP
// has nothing to allow for it.
//
// /api/docs redirects to /api/docs/, the page's one address (and where the earlier reference
// lived, whose permanent redirect browsers may have kept: the opposite one would loop for them).
// Public: the page documents the API, it does not grant anything.
import type { FastifyInstance } from "fastify";
import { absoluteUrl, type SiteConfig } from "../../shared/site.ts";
import { PUBLIC } from "../auth/access.ts";
import { bodyEtag, matchesEtag } from "../http/conditional-get.ts";
import {
  CONTENT_CODINGS,
  type ContentCoding,
  compressBody,
  encodedEtag,
  preferredCoding,
} from "../http/content-coding.ts";
import { API_DOCS_PATH, OPENAPI_PATH } from "./document.ts";
import { type OpenApiDocument, renderReference } from "./reference-page.ts";

export const API_REFERENCE_PATH = `${API_DOCS_PATH}/`;

interface RenderedReference {
  body: Buffer;
  etag: string;
  encoded: Record<ContentCoding, Buffer>;
}

export async function apiDocsRoutes(app: FastifyInstance, { site }: { site: SiteConfig }) {
  let rendered: Promise<RenderedReference> | undefined;
  const render = async (): Promise<RenderedReference> => {
    const body = Buffer.from(
      renderReference(app.swagger() as unknown as OpenApiDocument, {
        canonicalUrl: absoluteUrl(site.siteUrl, API_REFERENCE_PATH),
        documentPath: OPENAPI_PATH,
      }),
    );
    const [br, gzip] = await Promise.all(
      CONTENT_CODINGS.map((coding) => compressBody(coding, body)),
    );
    return { body, etag: bodyEtag(body), encoded: { br: br as Buffer, gzip: gzip as Buffer } };
  };

  app.get(API_DOCS_PATH, { config: PUBLIC }, async (_request, reply) =>
    reply.redirect(API_REFERENCE_PATH, 301),
  );

  app.get(API_REFERENCE_PATH, { config: PUBLIC }, async (request, reply) => {
    // One render however many requests arrive first; a failed one is tried again next time.
    rendered ??= render().catch((error: unknown) => {
      rendered = undefined;
      throw error;
    });
    const page = await rendered;
    const coding = preferredCoding(request.headers["accept-encoding"]);
    const etag = coding ? encodedEtag(page.etag, coding) : page.etag;
    reply
      .header("cache-control", "no-cache")
      .header("etag", etag)
      .header("vary", "accept-encoding");
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
    reply.type("text/html; charset=utf-8");
    // Already compressed: the compression plugin leaves a response with an encoding alone.
    if (coding) return reply.header("content-encoding", coding).send(page.encoded[coding]);
    return reply.send(page.body);
  });
}
