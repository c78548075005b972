// The site's facts in one place. The deployment's own facts (SITE_URL, CONTACT_EMAIL, BOOK_URL,
// NEWS_FEED_URL; README › Configuration) come from the environment, with the defaults below; the server
// fills SiteConfig from them and nothing else from its configuration reaches the browser.
import type { MarkdownTree } from "./markdown/read.ts";

export interface SiteConfig {
  siteUrl: string;
  contactEmail: string;
  bookUrl: string;
  newsFeedUrl: string | null;
}

/** Defaults for the environment's site facts, used when a variable is unset. */
export const SITE_DEFAULTS = {
  SITE_URL: "http://localhost:3000",
  CONTACT_EMAIL: "hello@realaccess.example",
  BOOK_URL: "https://books.example/real-access",
} as const;

/** A path at the deployment's address: for sitemaps, canonical links and Open Graph tags. */
export const absoluteUrl = (siteUrl: string, path: string) =>
  `${siteUrl.replace(/\/+$/, "")}${path}`;

export const BRAND = {
  name: "Real Access",
  tagline: "Real Access Real Solutions",
} as const;

export const BOOK = {
  title: "Real Access: Practical Accessibility for Every Business",
  shortTitle: "Real Access",
  subtitle: "Practical Accessibility for Every Business",
  author: "Alex Morgan",
  /** Made for this site: public/book-cover.svg (also the pages' Open Graph image). */
  cover: {
    src: "/book-cover.svg",
    width: 400,
    height: 600,
    alt: "Cover of Real Access by Alex Morgan: an open doorway of warm light on a deep teal background.",
  },
} as const;

export const SOCIAL = {
  imageSharing: {
    label: "Real Access on Instagram",
    href: "https://www.instagram.com/realaccessguide",
  },
  microblog: { label: "Real Access on X", href: "https://x.com/realaccessguide" },
} as const;

/** A read that also wants some of the answer's headers, by lower-case name. */
export interface FetchOptions {
  headers?: readonly string[];
}

/** The answer of a read that asked for headers: its JSON and each header's value or null. */
export interface WithHeaders<T> {
  body: T;
  headers: Record<string, string | null>;
}

export const headersOf = (names: readonly string[], get: (name: string) => unknown) =>
  Object.fromEntries(
    names.map((name) => {
      const value = get(name);
      return [name, value === undefined || value === null ? null : String(value)];
    }),
  );

/** What the server asks of the web app's SSR entry, and what it gets back. */
/** The element that carries the server's data and site facts to the browser. */
export const STATE_ELEMENT_ID = "ra-state";

export interface SsrRequest {
  url: string;
  site: SiteConfig;
  /**
   * GETs an API path in-process and returns the parsed JSON; throws on a non-OK answer. Asked for
   * `headers`, it returns `{ body, headers }` with those headers' values (a paged list's `Link`).
   */
  fetchJson(path: string, options?: FetchOptions): Promise<unknown>;
  /** Data the server already has for this render (a posted form's state), put in the cache as is. */
  initialData?: { queryKey: readonly unknown[]; data: unknown }[];
  /**
   * An article's Markdown parsed off the server's main thread, within the limits. The server
   * always gives its worker pool's (render/pages.ts); renders in tests may parse in place.
   */
  markdownTree?: (markdown: string) => Promise<MarkdownTree>;
}

export interface SsrResult {
  status: number;
  title: string;
  /** The page's own summary: <meta name="description"> and og:description. */
  description: string;
  /** The route's path, for og:url (SITE_URL + path); null for the not-found page. */
  path: string | null;
  html: string;
  /** Dehydrated TanStack Query state, embedded as JSON for the client. */
  state: unknown;
  noindex: boolean;
  /** False for someone's own data: not kept in the shared page cache, and sent as no-store. */
  cacheable: boolean;
  /** Structured data for the page's head, each one a JSON-LD object. */
  jsonLd: Record<string, unknown>[];
  /** Where a permalink with a wrong slug moves to (a 301); the rest is then unused. */
  redirect?: string;
  /**
   * How long the shared page cache may keep this page, whatever the data: set when it shows
   * something that ages (the story form's signed time), so a cached copy is never long stale.
   */
  maxAgeMs?: number;
}
