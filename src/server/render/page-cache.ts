// Rendered pages by URL. Every viewer gets the same HTML (pages are rendered as an anonymous
// visitor, and the display settings are applied in the browser), so one render can serve all
// until the data it shows changes. A cached page is kept as bytes, and compressed once when it
// is cached, so no request pays for encoding or compressing it again. Bounded by bytes (lru-cache);
// the least recently used page goes first.

import { LRUCache } from "lru-cache";
import type { Area } from "../../shared/content-kinds.ts";
import { bodyEtag } from "../http/conditional-get.ts";
import { CONTENT_CODINGS, type ContentCoding, compressBody } from "../http/content-coding.ts";
import type { Versions } from "../lib/data-version.ts";

export interface RenderedPage {
  status: number;
  /** The HTML as UTF-8, sent as it is. */
  body: Buffer;
  /** A strong validator for conditional GETs. */
  etag: string;
  /** The data versions of the areas the page read as it rendered (lib/data-version.ts). */
  versions: Partial<Versions>;
  /** The areas it read: what a shared cache's purge names it by (http/shared-cache.ts). */
  areas?: readonly Area[];
  /** False for someone's own data, which is never cached (SsrResult.cacheable). */
  cacheable: boolean;
  /** Where a permalink with a wrong slug moves to. */
  redirect?: string;
  /** The body compressed, for a page in the cache. */
  encoded?: Record<ContentCoding, Buffer>;
  /** Kept at most this long, whatever the data (SsrResult.maxAgeMs: a signed time in it ages). */
  maxAgeMs?: number;
}

export const pageEtag = bodyEtag;

/** Whether a page rendered from `page.versions` still shows the data at `current`. */
function isCurrent(page: RenderedPage, current: Versions): boolean {
  return Object.entries(page.versions).every(
    ([area, version]) => current[area as Area] === version,
  );
}

/** The page with its compressed forms, ready to be cached. */
export async function withEncodings(page: RenderedPage): Promise<RenderedPage> {
  const [br, gzip] = await Promise.all(
    CONTENT_CODINGS.map((coding) => compressBody(coding, page.body)),
  );
  return { ...page, encoded: { br: br as Buffer, gzip: gzip as Buffer } };
}

const sizeOf = (url: string, page: RenderedPage) =>
  url.length +
  page.body.length +
  Object.values(page.encoded ?? {}).reduce((sum, bytes) => sum + bytes.length, 0);

/** Rendered pages by URL, bounded by bytes, the least recently used dropped first. */
export class PageCache {
  readonly #pages: LRUCache<string, RenderedPage>;
  /** Lookups since start, for the metrics: a hit is a page sent without rendering it. */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(readonly maxBytes: number) {
    this.#pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page, url) => sizeOf(url, page),
    });
  }

  /** The page for `url` if it still shows the data at `current`; an out-of-date page is dropped. */
  get(url: string, current: Versions): RenderedPage | undefined {
    const page = this.#pages.get(url);
    if (page && isCurrent(page, current)) {
      this.lookups.hits += 1;
      return page;
    }
    if (page) this.#pages.delete(url);
    this.lookups.misses += 1;
    return undefined;
  }

  set(url: string, page: RenderedPage) {
    if (sizeOf(url, page) > this.maxBytes) return;
    this.#pages.set(url, page, page.maxAgeMs ? { ttl: page.maxAgeMs } : {});
  }

  clear() {
    this.#pages.clear();
  }

  get size() {
    return { pages: this.#pages.size, bytes: this.#pages.calculatedSize };
  }
}
