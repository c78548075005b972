// Called by the server for each page request: prefetch the route's data, render, dehydrate.

import { dehydrate } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { apiErrorOf, isGone } from "../shared/api-error.ts";
import { CONTENT_KINDS } from "../shared/content-kinds.ts";
import { type MarkdownTree, readMarkdown } from "../shared/markdown/read.ts";
import { parsePermalinkSegment } from "../shared/permalinks.ts";
import type { SsrRequest, SsrResult } from "../shared/site.ts";
import { accessGuideJsonLd } from "./lib/access-guide-structured-data.ts";
import { preloadNamedChunks } from "./lib/preloadable.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { titleFromData } from "./page-titles.ts";
import { Root } from "./root.tsx";
import { matchPath, matchRoute, notFoundRoute, type PrefetchQuery } from "./routes.ts";

/**
 * JSON-LD built here alone, by the item route's path: a guide's is too large for every page's
 * script, and the browser never needs it (routes.ts gives the browser's head none).
 */
const SERVER_JSON_LD = new Map([
  [`${CONTENT_KINDS["access-guide"].permalinkBase}/:ref`, accessGuideJsonLd],
]);

export async function render({
  url,
  site,
  fetchJson,
  initialData = [],
  markdownTree = async (markdown) => readMarkdown(markdown),
}: SsrRequest): Promise<SsrResult> {
  const { pathname, search } = new URL(url, "http://localhost");
  const searchParams = new URLSearchParams(search);
  const route = matchRoute(pathname);
  const params = matchPath(route.path, pathname) ?? {};
  const queryClient = createQueryClient(fetchJson);
  for (const { queryKey, data } of initialData) queryClient.setQueryData(queryKey, data);

  // A permalink's item, read by the id at the start of its last segment.
  const itemId = route.item ? parsePermalinkSegment(params.ref ?? "")?.id : undefined;
  const itemQuery = route.item && itemId !== undefined ? route.item.query(itemId) : undefined;
  const prefetched: PrefetchQuery[] = [
    ...(route.prefetch?.(searchParams, params) ?? []),
    ...(itemQuery ? [itemQuery] : []),
  ];
  await Promise.all([
    route.page.preload(),
    ...prefetched.map((query) => queryClient.prefetchQuery(query)),
  ]);
  // Parts of the page kept out of its first load in the browser (the story form) are rendered
  // here all the same, so they work without JavaScript.
  await preloadNamedChunks();
  // A page about one thing (an article, someone's results) that is not there (404), or that the
  // team took down (410), is a real 404. Its
  // query holds null rather than the error, which would lose its status on the way to the browser
  // as JSON: then the server and the hydrating browser both render "not found" (pages check null).
  const notFound = prefetched.filter((query) =>
    isGone(apiErrorOf(queryClient.getQueryState(query.queryKey ?? [])?.error)?.status),
  );
  for (const query of notFound) queryClient.setQueryData(query.queryKey ?? [], null);
  const missing = (route.item !== undefined && itemQuery === undefined) || notFound.length > 0;
  const item = itemQuery ? queryClient.getQueryData(itemQuery.queryKey) : undefined;
  if (route.item && item) {
    const canonical = route.item.path(item as never);
    if (decodeURI(pathname) !== canonical) return redirectTo(canonical);
  }
  const head = route.item && item ? route.item.head(item as never, site) : null;
  const serverJsonLd = item ? SERVER_JSON_LD.get(route.path)?.(site, item as never) : undefined;
  const dataTitle = titleFromData(route.path, searchParams, (key) => queryClient.getQueryData(key));

  const dehydratedState = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  // Markdown is never parsed on this thread: a first pass notes the texts the page shows, the
  // worker pool parses them, and a second pass renders them (only pages that show Markdown).
  const trees = new Map<string, MarkdownTree>();
  const wanted = new Set<string>();
  const treeOf = (markdown: string) => {
    const tree = trees.get(markdown);
    if (!tree) wanted.add(markdown);
    return tree;
  };
  const renderPage = () =>
    renderToString(
      <Root
        queryClient={queryClient}
        site={site}
        dehydratedState={dehydratedState}
        ssrPath={pathname}
        ssrSearch={search.replace(/^\?/, "")}
        readMarkdown={treeOf}
      />,
    );
  let html = renderPage();
  if (wanted.size > 0) {
    await Promise.all(
      [...wanted].map(async (markdown) => trees.set(markdown, await markdownTree(markdown))),
    );
    html = renderPage();
  }
  queryClient.clear();
  const found = route !== notFoundRoute && !missing;
  const isPrivate = route.isPrivate?.(searchParams) ?? false;
  const maxAges = prefetched.flatMap((query) => query.meta?.pageMaxAgeMs ?? []);
  return {
    status: found ? 200 : 404,
    title: found ? (head?.title ?? dataTitle ?? route.title) : notFoundRoute.title,
    description: head?.description ?? route.description,
    // The address of this very page (for og:url and the canonical link), never someone's token.
    path: found && !isPrivate ? (route.item ? pathname : route.path) : null,
    html,
    state: dehydratedState,
    noindex: !found || (route.noindex ?? false),
    cacheable: !isPrivate,
    jsonLd: found ? (serverJsonLd ?? head?.jsonLd ?? route.jsonLd?.(site) ?? []) : [],
    ...(maxAges.length > 0 ? { maxAgeMs: Math.min(...maxAges) } : {}),
  };
}

/**
 * The address a page is cached and rendered under: its path and only the query parameters its
 * route reads (PageRoute.query), in order of name, empty ones left out.
 */
export function cacheKey(url: string): string {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  const read = [...(matchRoute(pathname).query ?? [])].sort();
  // Every value of a repeated parameter (the access guides' `need=…&need=…`), in the order sent.
  const kept = read.flatMap((name) =>
    searchParams
      .getAll(name)
      .filter(Boolean)
      .map((value) => [name, value]),
  );
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}

function redirectTo(location: string): SsrResult {
  return {
    status: 301,
    redirect: location,
    title: "",
    description: "",
    path: null,
    html: "",
    state: null,
    noindex: true,
    cacheable: false,
    jsonLd: [],
  };
}
