// Called by the server for each page request: prefetch the route's data, render, dehydrate.
import { dehydrate } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { apiErrorOf } from "../shared/api-error.ts";
import type { SsrRequest, SsrResult } from "../shared/site.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { Root } from "./root.tsx";
import { matchPath, matchRoute, notFoundRoute } from "./routes.ts";

export async function render({
  url,
  site,
  fetchJson,
  initialData = [],
}: SsrRequest): Promise<SsrResult> {
  const { pathname, search } = new URL(url, "http://localhost");
  const searchParams = new URLSearchParams(search);
  const route = matchRoute(pathname);
  const queryClient = createQueryClient(fetchJson);
  for (const { queryKey, data } of initialData) queryClient.setQueryData(queryKey, data);
  const prefetched = route.prefetch?.(searchParams, matchPath(route.path, pathname) ?? {}) ?? [];
  await Promise.all([
    route.page.preload(),
    ...prefetched.map((query) => queryClient.prefetchQuery(query)),
  ]);
  // A page about one thing (someone's results) that is not there is a real 404.
  const missing = prefetched.some(
    (query) => apiErrorOf(queryClient.getQueryState(query.queryKey ?? [])?.error)?.status === 404,
  );
  const dehydratedState = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  const html = renderToString(
    <Root
      queryClient={queryClient}
      site={site}
      dehydratedState={dehydratedState}
      ssrPath={pathname}
      ssrSearch={search.replace(/^\?/, "")}
    />,
  );
  queryClient.clear();
  return {
    status: route === notFoundRoute || missing ? 404 : 200,
    title: route.title,
    description: route.description,
    path: route === notFoundRoute ? null : route.path,
    html,
    state: dehydratedState,
    noindex: route.noindex ?? false,
    cacheable: !route.isPrivate?.(searchParams),
  };
}
