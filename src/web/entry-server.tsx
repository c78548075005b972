// Called by the server for each page request: prefetch the route's data, render, dehydrate.
import { PassThrough } from "node:stream";
import { dehydrate } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import type { SsrRequest, SsrResult } from "../shared/site.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { Root } from "./root.tsx";
import { matchRoute, notFoundRoute } from "./routes.ts";

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

export async function render({ url, site, fetchJson }: SsrRequest): Promise<SsrResult> {
  const { pathname, search } = new URL(url, "http://localhost");
  const route = matchRoute(pathname);
  const queryClient = createQueryClient(fetchJson);
  await Promise.all(
    (route.prefetch ?? []).map((queryKey) => queryClient.prefetchQuery({ queryKey })),
  );
  const dehydratedState = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  const { prelude } = await prerenderToNodeStream(
    <Root
      queryClient={queryClient}
      site={site}
      dehydratedState={dehydratedState}
      ssrPath={pathname}
      ssrSearch={search.replace(/^\?/, "")}
    />,
  );
  const html = await streamToString(prelude);
  queryClient.clear();
  return {
    status: route === notFoundRoute ? 404 : 200,
    title: route.title,
    html,
    state: dehydratedState,
    noindex: route.noindex ?? false,
  };
}
