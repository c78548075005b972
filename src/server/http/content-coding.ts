// Responses the server compresses once and keeps (cached pages, the API reference): which coding a
// request takes, and the compression itself, off the event loop. Everything else is compressed
// per response by @fastify/compress, which leaves a response that already has an encoding alone.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";

/** The codings a kept response is compressed in, best first. */
export const CONTENT_CODINGS = ["br", "gzip"] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** The coding the request's Accept-Encoding prefers among ours; one given `q=0` is refused. */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  return (negotiate(acceptEncoding, [...CONTENT_CODINGS]) as ContentCoding | null) ?? undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli at quality 6: on a 130 KB page it takes about 40 ms, against 700 ms at 11 for 11 % fewer
 * bytes, and a page is compressed again after every write that changes it.
 */
export function compressBody(coding: ContentCoding, body: Buffer | string): Promise<Buffer> {
  if (coding === "gzip") return gzipped(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** A compressed form is a different representation, so its validator differs too. */
export const encodedEtag = (etag: string, coding: ContentCoding) =>
  `${etag.slice(0, -1)}-${coding}"`;
