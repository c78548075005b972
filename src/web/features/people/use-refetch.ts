// After a change, the lists that show it are asked for again, together.
import { useQueryClient } from "@tanstack/react-query";

export function useRefetch(...queries: { queryKey: readonly unknown[] }[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(queries.map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })));
}
