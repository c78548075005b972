// Query keys start with the API path they fetch (see ../query-client.ts), so a family of lists is
// one prefix: after a write, every list the write can change is refetched by one filter.
import type { Query } from "@tanstack/react-query";

const keyPathOf = (query: Query) => query.queryKey[0];

/** Every query whose API path starts with one of the prefixes (each built from the route table). */
export function pathStartsWith(...prefixes: string[]) {
  return {
    predicate: (query: Query) => {
      const path = keyPathOf(query);
      return typeof path === "string" && prefixes.some((prefix) => path.startsWith(prefix));
    },
  };
}

/** Marks the admin's copy of a list the public also reads: same path, answers with more fields. */
export const ADMIN_VIEW = "admin";

export const isAdminView = (query: Query) => query.queryKey.includes(ADMIN_VIEW);
