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
import { SiteProvider } from "./lib/site-context.tsx";

interface RootProps {
  queryClient: QueryClient;
  site: SiteConfig;
  dehydratedState?: DehydratedState;
  ssrPath?: string;
  ssrSearch?: string;
}

/** The same tree on the server and in the browser, so hydration matches. */
export function Root({ queryClient, site, dehydratedState, ssrPath, ssrSearch }: RootProps) {
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
              <App />
            </Router>
          </SiteProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </StrictMode>
  );
}
