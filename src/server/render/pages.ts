// Every non-API GET is a page: rendered on the server with its data, then hydrated. Rendered
// pages are cached by URL while the data they were rendered from is current, and revalidated by
// ETag, so a repeat visit costs a 304.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import pLimit from "p-limit";
import { ApiError } from "../../shared/api-error.ts";
import type { Area } from "../../shared/content-kinds.ts";
import {
  type FetchOptions,
  headersOf,
  type SiteConfig,
  type SsrRequest,
} from "../../shared/site.ts";
import { answerBusy } from "../http/busy-page.ts";
import { matchesEtag } from "../http/conditional-get.ts";
import { encodedEtag, preferredCoding } from "../http/content-coding.ts";
import { INTERNAL_REQUEST_HEADERS } from "../http/internal-request.ts";
import { sharedCacheHeaders } from "../http/shared-cache.ts";
import type { DataVersion, Versions } from "../lib/data-version.ts";
import { areasRead } from "../lib/page-changes.ts";
import { markdownTree } from "../off-thread/markdown.ts";
import type { AllowedInlineScripts } from "../render/inline-scripts.ts";
import { renderDocument } from "./document.ts";
import { inlineScripts } from "./inline-scripts.ts";
import { type PageCache, pageEtag, type RenderedPage, withEncodings } from "./page-cache.ts";
import type { PageSource } from "./page-source.ts";
import { RenderBudget } from "./render-budget.ts";
import { nextRenderStep } from "./render-steps.ts";

/** Renders of pages not in the cache at once: enough to overlap their database reads, few enough
 * that a flood of new addresses (search pages) leaves the CPU to cached pages and the probes. */
export const RENDERS_AT_ONCE = 2;
/** Renders that may wait for their turn; past this (or the RenderBudget) a page is answered 503. */
export const RENDERS_WAITING = 12;

export interface PageOptions {
  source: PageSource;
  site: SiteConfig;
  scripts: AllowedInlineScripts;
  /** Without a cache every request renders (the dev server, whose template changes). */
  cache?: { pages: PageCache; version: DataVersion };
  /** A shared cache in front is purged when pages change (CACHE_PURGE_URL, Cloudflare). */
  sharedCachePurged?: boolean;
}

export async function registerPages(
  app: FastifyInstance,
  { source, site, scripts, cache, sharedCachePurged = false }: PageOptions,
) {
  // The template's own inline script (the display settings' pre-paint script) is the only one a
  // page carries; the CSP allows it by its hash.
  for (const script of inlineScripts(await source.template("/"))) scripts.allow(script);

  // The original footer pointed at a missing /advice; we keep that address working
  // (docs/product.md#where-we-changed-the-original-design).
  app.get("/advice", async (_request, reply) => reply.redirect("/advice-and-solutions", 301));

  // The page's data is fetched as an anonymous visitor, whoever is viewing: no cookie or
  // credential reaches the API, so every viewer gets the same HTML and nothing meant for the
  // admin (an author's e-mail address) can be rendered into a page.
  const fetchJson = async (path: string, options?: FetchOptions) => {
    // Each read is a step of the render of its own (render-steps.ts).
    await nextRenderStep();
    const answer = await app.inject({
      method: "GET",
      url: path,
      headers: INTERNAL_REQUEST_HEADERS,
    });
    if (answer.statusCode >= 400) {
      throw new ApiError(answer.statusCode, answer.body, answer.statusMessage);
    }
    if (!options?.headers) return answer.json();
    return {
      body: answer.json(),
      headers: headersOf(options.headers, (name) => answer.headers[name]),
    };
  };

  /** Renders `url`; the page keeps the versions (read before rendering) of the areas it read. */
  const render = async (
    url: string,
    versions: Versions | null,
    initialData?: SsrRequest["initialData"],
    title?: PageTitle,
  ): Promise<RenderedPage> => {
    const [template, entry] = await Promise.all([source.template(url), source.entry()]);
    const read = new Set<Area>();
    const fetchAndNote = (path: string, options?: FetchOptions) => {
      for (const area of areasRead(path)) read.add(area);
      return fetchJson(path, options);
    };
    const result = await entry.render({
      url,
      site,
      fetchJson: fetchAndNote,
      initialData,
      markdownTree,
    });
    // React's render was the last step; making the document is the next.
    await nextRenderStep();
    const shown = versions
      ? Object.fromEntries([...read].map((area) => [area, versions[area]]))
      : {};
    if (result.redirect) {
      return {
        status: 301,
        body: Buffer.alloc(0),
        etag: "",
        versions: shown,
        areas: [...read],
        cacheable: false,
        redirect: result.redirect,
      };
    }
    const titled = typeof title === "function" ? title(result.title) : title;
    const body = Buffer.from(
      renderDocument(template, titled ? { ...result, title: titled } : result, site),
    );
    return {
      status: result.status,
      body,
      etag: pageEtag(body),
      versions: shown,
      areas: [...read],
      cacheable: result.cacheable,
      ...(result.maxAgeMs === undefined ? {} : { maxAgeMs: result.maxAgeMs }),
    };
  };

  app.get("/*", async (request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.status(404).send({ error: `No API route for GET ${request.url.split("?")[0]}` });
    }
    if (!cache) return send(request, reply, await render(request.url, null), sharedCachePurged);
    // The page is the same whatever else the address carries (utm_source, fbclid): one key.
    const key = (await source.entry()).cacheKey(request.url);
    // Read before rendering: a write during the render leaves the page already out of date.
    const versions = await cache.version.current();
    const cached = cache.pages.get(key, versions);
    if (cached) return send(request, reply, cached, sharedCachePurged);
    const rendered = renderOnce(key, versions);
    if (!rendered) return answerBusy(request, reply);
    return send(request, reply, await rendered, sharedCachePurged);
  });

  // Pages not in the cache wait for one of a few renders; when too many wait, a visitor is told
  // at once to try again rather than left waiting behind them (cached pages never wait).
  const renders = pLimit(RENDERS_AT_ONCE);
  const budget = new RenderBudget();

  // Requests for a page that is not cached yet share one render: after a write, a busy page is
  // rendered (and compressed) once, not once per waiting visitor.
  const rendering = new Map<string, Promise<RenderedPage>>();
  /** The page's render, shared with others asking for it; null when too many renders wait. */
  const renderOnce = (url: string, versions: Versions): Promise<RenderedPage> | null => {
    const key = `${Object.values(versions).join(".")} ${url}`;
    let pending = rendering.get(key);
    if (!pending) {
      const busy = renders.activeCount + renders.pendingCount;
      // With nothing rendering a page is always let in (a slow first render must not turn the
      // next visitor away); past that, the queue and the budget decide.
      if (busy > 0 && (renders.pendingCount >= RENDERS_WAITING || !budget.available())) return null;
      pending = renders(() => budget.spend(() => renderForCache(url, versions))).finally(() =>
        rendering.delete(key),
      );
      rendering.set(key, pending);
    }
    return pending;
  };
  const renderForCache = async (url: string, versions: Versions) => {
    const page = await render(url, versions);
    // Only pages that exist and are the same for everyone: unknown addresses must not push
    // real pages out, and nobody's own results belong in a shared cache.
    if (page.status !== 200 || !page.cacheable) return page;
    const ready = await withEncodings(page);
    cache?.pages.set(url, ready);
    return ready;
  };

  /**
   * Renders a page with data the request brought (a form post's state): never cached, and sent
   * with `status` when the post has one of its own (a 400 for a step with errors), and with a
   * `title` of its own when the post decides it (the journey's step), or made from the page's
   * own ("Error: " before it). `url` is the page to render, when it is not the one posted to.
   */
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    {
      initialData,
      status,
      title,
      url = request.url,
    }: {
      initialData: SsrRequest["initialData"];
      status?: number;
      title?: PageTitle;
      url?: string;
    },
  ) => {
    const page = await render(url, null, initialData, title);
    return send(request, reply, { ...page, status: status ?? page.status, cacheable: false });
  };
}

export type RenderPage = Awaited<ReturnType<typeof registerPages>>;

/** A page's title, or how to make it from the one its route gives. */
type PageTitle = string | ((routeTitle: string) => string);

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  sharedCachePurged = false,
) {
  // A permalink with an old or mistyped slug: the search engine learns the one address.
  if (page.redirect) return reply.redirect(page.redirect, 301);
  if (!page.cacheable) {
    return reply
      .status(page.status)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(page.body);
  }
  // Browsers revalidate on every visit (the HTML names data that can change at any time); a
  // shared cache may hold the page, named by the areas it shows, until a write purges them.
  const coding = page.encoded && preferredCoding(request.headers["accept-encoding"]);
  const etag = coding ? encodedEtag(page.etag, coding) : page.etag;
  reply
    .headers(
      sharedCacheHeaders(
        page.areas ?? Object.keys(page.versions),
        sharedCachePurged,
        page.maxAgeMs,
      ),
    )
    .header("etag", etag)
    .header("vary", "accept-encoding");
  if (page.status === 200 && matchesEtag(request.headers["if-none-match"], etag)) {
    return reply.status(304).send();
  }
  reply.status(page.status).type("text/html; charset=utf-8");
  // Already compressed: the compression plugin leaves a response with an encoding alone.
  if (coding && page.encoded)
    return reply.header("content-encoding", coding).send(page.encoded[coding]);
  return reply.send(page.body);
}
