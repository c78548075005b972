// /api/docs: Scalar's interactive reference for GET /api/openapi.json, through its Fastify plugin.
// Everything comes from this origin: the plugin serves Scalar's script from the package
// (/api/docs/js/scalar.js), the document is ours, and what Scalar would fetch from elsewhere
// (fonts, telemetry, its agent) is off. The page's one inline script, the call that starts the
// reference, is allowed by its SHA-256 like the site's own pages: it is rendered here once, by
// the renderer the plugin uses, and its hash registered. A test checks that every inline script
// of the served page is allowed.
//
// /api/docs redirects to /api/docs/ (the plugin's page loads its script by a relative URL).
// Nothing here is admin-only: the page documents the API, it does not grant anything.
// (Scalar's packages declare Node 22 in `engines`; on the server they only render a string and
// serve three routes, which Node 20 does: the tests run on it.)
import { renderApiReference } from "@scalar/client-side-rendering";
import scalar, { type FastifyApiReferenceOptions } from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { type ContentCoding, compressBody, preferredCoding } from "../http/content-coding.ts";
import type { AllowedInlineScripts } from "../render/inline-scripts.ts";
import { inlineScripts } from "../render/inline-scripts.ts";
import { API_DOCS_PATH, OPENAPI_PATH } from "./document.ts";

const PAGE_TITLE = "Real Access API reference";
const SCRIPT_PATH = `${API_DOCS_PATH}/js/scalar.js`;

/** What the reference is told; the plugin adds its `_integration` marker (rendered below too). */
const CONFIGURATION = {
  url: OPENAPI_PATH,
  favicon: "/favicon.svg",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: "never",
} as const satisfies FastifyApiReferenceOptions["configuration"];

/**
 * Scalar's bundle carries zod, which tries `Function("")` on start to learn whether it may compile
 * its parsers. Our CSP forbids eval, so the attempt fails (harmlessly: zod then interprets), but
 * the browser reports a CSP violation on every visit. zod's `jitless` setting skips the attempt;
 * the bundle reads it from this global, so it is set in front of the bundle.
 */
export const ZOD_JITLESS =
  "(globalThis.__zod_globalConfig ??= {}).jitless = true; // Real Access: no eval under our CSP\n";

/** Scalar's script changes only with the package: let browsers keep it for a day. */
const SCRIPT_MAX_AGE_SECONDS = 24 * 60 * 60;

export async function apiDocsRoutes(
  app: FastifyInstance,
  { scripts }: { scripts: AllowedInlineScripts },
) {
  const page = renderApiReference({
    config: { _integration: "fastify", ...CONFIGURATION },
    cdn: "js/scalar.js",
    pageTitle: PAGE_TITLE,
  });
  for (const source of inlineScripts(page)) scripts.allow(source);

  let script: string | undefined;
  const compressed = new CompressedOnce();
  await app.register(async (docs) => {
    // Runs before @fastify/compress's own hook, which leaves an encoded answer alone.
    docs.addHook("onSend", async (request, reply, payload) => {
      if (typeof payload !== "string") return payload;
      if (request.routeOptions.url === SCRIPT_PATH) {
        script ??= ZOD_JITLESS + payload;
        reply.header("cache-control", `public, max-age=${SCRIPT_MAX_AGE_SECONDS}`);
        reply.header("vary", "accept-encoding");
        const encoding = preferredCoding(request.headers["accept-encoding"]);
        if (!encoding) return script;
        reply.header("content-encoding", encoding);
        return compressed.get(encoding, script);
      }
      // The plugin's page has no language; screen readers need one to pronounce it.
      if (String(reply.getHeader("content-type")).startsWith("text/html")) {
        return payload.replace("<html>", '<html lang="en-GB">');
      }
      return payload;
    });
    await docs.register(scalar, {
      routePrefix: API_DOCS_PATH,
      configuration: { ...CONFIGURATION, pageTitle: PAGE_TITLE },
      logLevel: "warn",
    });
  });
}

/**
 * Scalar's script is 4.8 MB: compressing it on every request would cost most of a second of CPU
 * each time, for anyone who asks. It is compressed once per coding, on first request, and kept.
 */
class CompressedOnce {
  readonly #cache = new Map<ContentCoding, Promise<Buffer>>();
  get(coding: ContentCoding, source: string): Promise<Buffer> {
    let result = this.#cache.get(coding);
    if (!result) {
      result = compressBody(coding, source);
      this.#cache.set(coding, result);
      result.catch(() => this.#cache.delete(coding));
    }
    return result;
  }
}
