// Called by the server for each page request: prefetch the route's data, render, dehydrate.
import { dehydrate } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import type { SsrRequest, SsrResult } from "../shared/site.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { Root } from "./root.tsx";
import { matchRoute, notFoundRoute } from "./routes.ts";

export async function render({ url, site, fetchJson }: SsrRequest): Promise<SsrResult> {
  const { pathname, search } = new URL(url, "http://localhost");
  const route = matchRoute(pathname);
  const queryClient = createQueryClient(fetchJson);
  await Promise.all([
    route.page.preload(),
    ...(route.prefetch?.(new URLSearchParams(search)) ?? []).map((query) =>
      queryClient.prefetchQuery(query),
    ),
  ]);
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
    status: route === notFoundRoute ? 404 : 200,
    title: route.title,
    description: route.description,
    path: route === notFoundRoute ? null : route.path,
    html,
    state: dehydratedState,
    noindex: route.noindex ?? false,
  };
}
