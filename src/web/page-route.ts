// What a route of the route table (./routes.ts) declares: its path, words, page module, the
// query parameters it reads and what the server prefetches for it. Apart from the table, so the
// table's parts in files of their own (./access-guide-routes.ts) can name the shape.
import type { FetchQueryOptions } from "@tanstack/react-query";
import type { SiteConfig } from "../shared/site.ts";
import type { Preloadable } from "./lib/preloadable.tsx";

/** Ends every page's title. */
export const TITLE_SUFFIX = " | Real Access";

/** What the server needs to prefetch a query: its key (the API path) and its failure's name. */
export type PrefetchQuery = Pick<FetchQueryOptions, "queryKey" | "meta">;

export interface PageRoute {
  path: string;
  title: string;
  /** One or two sentences for <meta name="description"> and og:description. */
  description: string;
  page: Preloadable;
  /**
   * The query parameters the page reads, server or browser. The page is cached under its path and
   * these alone, in order of name, so anything else in the address (utm_source, fbclid, junk)
   * is served the cached page and never renders one.
   */
  query?: readonly string[];
  /** The queries rendered into the first HTML, chosen from the URL's query string and path. */
  prefetch?: (search: URLSearchParams, params: RouteParams) => PrefetchQuery[];
  noindex?: boolean;
  /**
   * Someone's own data (self-assessment results): never kept in the shared page cache, and sent
   * with `Cache-Control: no-store`.
   */
  isPrivate?: (search: URLSearchParams) => boolean;
  /** Structured data (JSON-LD) that is true of the page. */
  jsonLd?: (site: SiteConfig) => Record<string, unknown>[];
  /**
   * A page about one item, at `<base>/:ref` where ref is "<id>-<slug>": how to read the item, and
   * the page's own title, description and JSON-LD from it. A wrong slug redirects to the right one.
   */
  item?: PermalinkItem;
}

export interface PermalinkItem {
  /** The item's one right address (from shared/permalinks.ts); any other redirects there. */
  path: (data: never) => string;
  query: (id: number) => PrefetchQuery & { queryKey: readonly unknown[] };
  /** Given the item the route reads (its own type where each route is declared). */
  head: (
    data: never,
    site: SiteConfig,
  ) => {
    title: string;
    description: string;
    jsonLd: Record<string, unknown>[];
  };
}

/** The values of a path's `:name` segments. */
export type RouteParams = Record<string, string>;
