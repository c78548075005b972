import { QueryClient } from "@tanstack/react-query";
import type { FetchJson } from "./api-client.ts";

/**
 * SPEC §7: data never goes stale, no refetch on focus, no polling, no retry. The query key is the
 * API path, so one default query function serves every query, in the browser and during SSR.
 */
export function createQueryClient(fetchJson: FetchJson) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => fetchJson(queryKey.join("/")),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
        // A failure rendered by the server stays a failure in the browser (no hydration mismatch).
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
