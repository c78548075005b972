// Fetches one news source's feed: a conditional GET, a time limit for the whole
// exchange, a size cap counted while the body streams in (after decompression), and redirects
// followed by hand so that every hop's address is checked before it is contacted. The address is
// checked again as the connection is made, and the connection goes only to an address that passed:
// a name that answers a public address to the check and a private one a moment later
// (DNS rebinding) cannot steer the request inside.
import { isIP, type LookupFunction } from "node:net";
import type { ReadableStream } from "node:stream/web";
import { Agent, fetch } from "undici";
import {
  assertPublicHost,
  type Lookup,
  PrivateAddressError,
  resolvePublicHost,
  systemLookup,
} from "./public-address.ts";

export interface FetchFeedOptions {
  /** NEWS_SOURCES_ALLOW_PRIVATE: reach loopback and private addresses (tests only). */
  allowPrivate: boolean;
  /** For the whole fetch, redirects and body included. */
  timeoutMs?: number;
  /** Of the body, after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  /** The resolver; the system's by default. */
  lookup?: Lookup;
  /** Aborts the fetch early (the server is shutting down). */
  signal?: AbortSignal;
}

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 5;

/** The validators from the last good fetch, sent back so an unchanged feed answers 304. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome =
  | { status: "not-modified" }
  | { status: "fetched"; body: string; etag: string | null; lastModified: string | null };

/** A fetch that failed; its message is shown to the admin as the source's last error. */
export class FeedFetchError extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const ACCEPT =
  "application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1";

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The address's host, refused unless it is public (or private addresses are allowed). */
async function checkHop(url: URL, options: FetchFeedOptions) {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FeedFetchError(`The feed sent us to ${url.protocol} address, which is not the web`);
  }
  if (url.username || url.password) {
    throw new FeedFetchError("Feed addresses may not contain a user name or password");
  }
  if (options.allowPrivate) return;
  try {
    await assertPublicHost(url, options.lookup);
  } catch (error) {
    if (error instanceof PrivateAddressError) throw new FeedFetchError(error.message);
    throw new FeedFetchError(`${url.hostname} could not be found`);
  }
}

/**
 * The resolver for the connection itself (net.connect's `lookup` option): it resolves the name
 * again with the same resolver as checkHop and, unless private addresses are allowed, refuses it
 * unless every address is public (the same rule and words), then hands over only the addresses it
 * checked, which are the only ones the socket can connect to. An IP address in the URL never
 * comes here (net.connect uses it as it is); checkHop checked it.
 */
function connectLookup(options: FetchFeedOptions): LookupFunction {
  const resolve = options.allowPrivate
    ? (options.lookup ?? systemLookup)
    : (hostname: string) => resolvePublicHost(hostname, options.lookup);
  return (hostname, lookupOptions, callback) => {
    const { family: asked, all } = lookupOptions;
    const wanted = asked === "IPv4" ? 4 : asked === "IPv6" ? 6 : asked;
    resolve(hostname).then(
      (found) => {
        const addresses = found
          .map(({ address }) => ({ address, family: isIP(address) }))
          .filter(({ family }) => family !== 0 && (!wanted || family === wanted));
        const [first] = addresses;
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no usable address`);
          error.code = "ENOTFOUND";
          callback(error, "");
        } else if (all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new FeedFetchError(`The feed is larger than ${megabytes(maxBytes)}`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text: by the BOM, the Content-Type's charset, the XML declaration, else UTF-8. */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const label =
    (bytes[0] === 0xff && bytes[1] === 0xfe && "utf-16le") ||
    (bytes[0] === 0xfe && bytes[1] === 0xff && "utf-16be") ||
    /charset="?([\w.:-]+)/i.exec(contentType ?? "")?.[1] ||
    /^(?:\uFEFF)?<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(
      Buffer.from(bytes.subarray(0, 200)).toString("latin1"),
    )?.[1] ||
    "utf-8";
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function describeFailure(error: unknown, url: URL, timeoutMs: number): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  // Refused at connect time: fetch reports "fetch failed", with the resolver's error as its cause.
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof PrivateAddressError) return new FeedFetchError(cause.message);
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError") {
    return new FeedFetchError(`The feed did not answer within ${timeoutMs / 1000} seconds`);
  }
  if (name === "AbortError") return new FeedFetchError("The fetch was stopped");
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return new FeedFetchError(`Could not fetch the feed from ${url.host}: ${reason}`);
}

/** Fetches `address`, or throws FeedFetchError with words for the admin. */
export async function fetchFeed(
  address: string,
  validators: FeedValidators,
  options: FetchFeedOptions,
): Promise<FetchOutcome> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? FEED_MAX_REDIRECTS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const headers: Record<string, string> = {
    accept: ACCEPT,
    "user-agent": "RealAccess-NewsSources/1.0",
    ...(validators.etag ? { "if-none-match": validators.etag } : {}),
    ...(validators.lastModified ? { "if-modified-since": validators.lastModified } : {}),
  };

  // Its own connections, closed when the fetch is done: none outlives the checks made for it.
  const dispatcher = new Agent({ connect: { lookup: connectLookup(options) } });
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop += 1) {
      await checkHop(url, options);
      const response = await fetch(url, { headers, redirect: "manual", signal, dispatcher });
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel().catch(() => {});
        const location = response.headers.get("location");
        if (!location) throw new FeedFetchError("The feed redirected without saying where");
        if (hop >= maxRedirects) {
          throw new FeedFetchError(`The feed redirected more than ${maxRedirects} times`);
        }
        url = new URL(location, url);
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel().catch(() => {});
        return { status: "not-modified" };
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new FeedFetchError(
          `The feed answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
        );
      }
      const declared = Number(response.headers.get("content-length") ?? Number.NaN);
      if (declared > maxBytes) {
        await response.body.cancel().catch(() => {});
        throw new FeedFetchError(`The feed is larger than ${megabytes(maxBytes)}`);
      }
      const bytes = await readCapped(response.body, maxBytes);
      return {
        status: "fetched",
        body: decodeFeed(bytes, response.headers.get("content-type")),
        etag: response.headers.get("etag"),
        lastModified: response.headers.get("last-modified"),
      };
    }
  } catch (error) {
    throw describeFailure(error, url, timeoutMs);
  } finally {
    await dispatcher.destroy().catch(() => {});
  }
}
