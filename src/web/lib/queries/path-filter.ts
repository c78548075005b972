// Query keys start with the API path they fetch (see ../query-client.ts), so a family of lists is
// one prefix: after a write, every list the write can change is refetched by one filter.
import type { Query } from "@tanstack/react-query";

const pathOf = (query: Query) => query.queryKey[0];

/** Every query whose API path starts with `prefix`. */
export function pathStartsWith(prefix: string) {
  return {
    predicate: (query: Query) => {
      const path = pathOf(query);
      return typeof path === "string" && path.startsWith(prefix);
    },
  };
}

/** Marks the admin's copy of a list the public also reads: same path, answers with more fields. */
export const ADMIN_VIEW = "admin";

export const isAdminView = (query: Query) => query.queryKey.includes(ADMIN_VIEW);
