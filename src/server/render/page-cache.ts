// Rendered pages by URL. Every viewer gets the same HTML (pages are rendered as an anonymous
// visitor, and the display settings are applied in the browser), so one render can serve all
// until the data changes. A cached page is kept as bytes, and compressed once when it is
// cached, so no request pays for encoding or compressing it again. Bounded by bytes; the least
// recently used page goes first.

import { bodyEtag } from "../http/conditional-get.ts";
import { CONTENT_CODINGS, type ContentCoding, compressBody } from "../http/content-coding.ts";

export interface RenderedPage {
  status: number;
  /** The HTML as UTF-8, sent as it is. */
  body: Buffer;
  /** A strong validator for conditional GETs. */
  etag: string;
  /** The data version the page was rendered from (lib/data-version.ts). */
  version: string;
  /** False for someone's own data, which is never cached (SsrResult.cacheable). */
  cacheable: boolean;
  /** Where a permalink with a wrong slug moves to. */
  redirect?: string;
  /** The body compressed, for a page in the cache. */
  encoded?: Record<ContentCoding, Buffer>;
}

export const pageEtag = bodyEtag;

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

export class PageCache {
  readonly #pages = new Map<string, RenderedPage & { bytes: number }>();
  #bytes = 0;
  /** Lookups since start, for the metrics: a hit is a page sent without rendering it. */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(readonly maxBytes: number) {}

  /** The page for `url` if it was rendered from data at `version`. */
  get(url: string, version: string): RenderedPage | undefined {
    const page = this.#pages.get(url);
    if (page) this.#remove(url);
    if (!page || page.version !== version) {
      this.lookups.misses += 1;
      return undefined;
    }
    this.lookups.hits += 1;
    this.#pages.set(url, page); // now the most recently used
    this.#bytes += page.bytes;
    return page;
  }

  set(url: string, page: RenderedPage) {
    this.#remove(url);
    const bytes = sizeOf(url, page);
    if (bytes > this.maxBytes) return;
    this.#pages.set(url, { ...page, bytes });
    this.#bytes += bytes;
    for (const [oldest] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  clear() {
    this.#pages.clear();
    this.#bytes = 0;
  }

  get size() {
    return { pages: this.#pages.size, bytes: this.#bytes };
  }

  #remove(url: string) {
    const page = this.#pages.get(url);
    if (!page) return;
    this.#pages.delete(url);
    this.#bytes -= page.bytes;
  }
}
