import { QueryClient } from "@tanstack/react-query";
import type { FetchJson } from "./api-client.ts";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** This fetch's failure's own name; the answer's own error is kept as its cause. */
      failure?: string;
      /** A page the server renders with this data is cached at most this long (it ages). */
      pageMaxAgeMs?: number;
      /** Headers the data needs besides the body: it is then `{ body, headers }` (site.ts). */
      headers?: readonly string[];
    };
  }
}

/**
 * Data never goes stale, no refetch on focus, no polling, no retry. A query key starts
 * with the API path (see ./queries/), so one default query function serves every query, in the
 * browser and during SSR; anything after the path only tells apart queries sharing it.
 */
export function createQueryClient(fetchJson: FetchJson) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: async ({ queryKey, meta }) => {
          try {
            return await fetchJson(
              String(queryKey[0]),
              meta?.headers ? { headers: meta.headers } : undefined,
            );
          } catch (error) {
            if (meta?.failure) throw new Error(meta.failure, { cause: error });
            throw error;
          }
        },
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
