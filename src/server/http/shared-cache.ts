// What a shared cache in front of the site (Varnish, a CDN) may keep, and for how long
// (docs/decisions/037-shared-cache.md). A public page may be held, and is named by the areas of
// data it shows (Surrogate-Key for Varnish's xkey and Fastly, Cache-Tag for Cloudflare), so a write
// can purge exactly the pages that show it. Browsers still revalidate every visit (max-age=0).

/** Every cached page carries this tag too, so a deploy can purge them all at once. */
export const ALL_PAGES_TAG = "page";

/** How long a shared cache may serve a page without asking: long when the site purges it on a
 * change, a minute when nothing would tell the cache (so a change shows within about a minute). */
export const sharedMaxAgeSeconds = (purges: boolean) => (purges ? 86_400 : 60);

/** The shared cache's part of a Cache-Control: held so long, and served while the site is down. */
export const sharedLifetime = (seconds: number) =>
  `s-maxage=${seconds}, stale-while-revalidate=60, stale-if-error=86400`;

/** Names a response by the areas of data it shows, so a write to one of them purges it. */
export function sharedCacheTags(areas: readonly string[], { allPages = true } = {}) {
  const tags = [...(allPages ? [ALL_PAGES_TAG] : []), ...[...areas].sort()];
  return { "surrogate-key": tags.join(" "), "cache-tag": tags.join(",") };
}

/**
 * The headers of a page everyone sees alike, showing the data of `areas`; held at most
 * `maxAgeMs` when something in it ages whatever the data (a signed form token).
 */
export function sharedCacheHeaders(areas: readonly string[], purges: boolean, maxAgeMs?: number) {
  const seconds = Math.min(sharedMaxAgeSeconds(purges), Math.floor((maxAgeMs ?? Infinity) / 1000));
  return {
    "cache-control": `public, max-age=0, ${sharedLifetime(seconds)}`,
    ...sharedCacheTags(areas),
  };
}

const SHARED_HEADERS = ["surrogate-key", "cache-tag"] as const;

/**
 * The last word before a response leaves: anything for one person (a cookie set, an answer to
 * someone signed in, one marked no-store or private) never carries a shared-cache header,
 * whatever set it.
 */
export function keepPersonalResponsesPrivate(
  headers: {
    getHeader(name: string): unknown;
    header(name: string, value: string): unknown;
    removeHeader(name: string): unknown;
  },
  signedIn = false,
) {
  const control = String(headers.getHeader("cache-control") ?? "");
  const personal =
    signedIn || headers.getHeader("set-cookie") !== undefined || /no-store|private/.test(control);
  if (!personal) return;
  for (const name of SHARED_HEADERS) headers.removeHeader(name);
  if (/\bpublic\b/.test(control)) headers.header("cache-control", "private, no-store");
}
