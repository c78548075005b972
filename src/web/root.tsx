import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router } from "wouter";
import type { SiteConfig } from "../shared/site.ts";
import { App } from "./app.tsx";
import { useDialogAwareLocation, useDialogAwareSearch } from "./lib/dialog-history.ts";
import { MarkdownTreesProvider, type ReadMarkdown } from "./lib/markdown-trees.tsx";
import { SiteProvider } from "./lib/site-context.tsx";

interface RootProps {
  queryClient: QueryClient;
  site: SiteConfig;
  dehydratedState?: DehydratedState;
  ssrPath?: string;
  ssrSearch?: string;
  /** The server's parsed texts (the browser parses its own). */
  readMarkdown?: ReadMarkdown;
}

/** The same tree on the server and in the browser, so hydration matches. */
export function Root({
  queryClient,
  site,
  dehydratedState,
  ssrPath,
  ssrSearch,
  readMarkdown,
}: RootProps) {
  const app = readMarkdown ? (
    <MarkdownTreesProvider value={readMarkdown}>
      <App />
    </MarkdownTreesProvider>
  ) : (
    <App />
  );
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>
          <SiteProvider value={site}>
            <Router
              hook={useDialogAwareLocation}
              searchHook={useDialogAwareSearch}
              {...(ssrPath === undefined ? {} : { ssrPath })}
              {...(ssrSearch === undefined ? {} : { ssrSearch })}
            >
              {app}
            </Router>
          </SiteProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </StrictMode>
  );
}
