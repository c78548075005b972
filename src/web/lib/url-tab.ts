// A set of tabs whose selection lives in the URL (?tab=…), so a tab can be linked, survives a
// reload and, on public pages, is rendered by the server. The default tab leaves the parameter
// out. Each change of tab is an entry in the browser's history, so Back returns to the tab before
// (docs/decisions/017-history-for-dialogs-and-tabs.md); arrowing along the tab list counts once,
// so it does not flood Back (tab-key-run.ts).
import { useEffect } from "react";
import { useSearchParams } from "wouter";
import { continuesKeyRun, watchTabKeys } from "./tab-key-run.ts";

export const TAB_PARAM = "tab";

/** The tab named in the URL, or the first of `ids` (the default) when it names none of them. */
export function tabFromSearch<Id extends string>(
  ids: readonly [Id, ...Id[]],
  search: URLSearchParams,
): Id {
  const value = search.get(TAB_PARAM);
  return ids.find((id) => id === value) ?? ids[0];
}

/** The selected tab and a way to select another, kept in the URL. */
export function useUrlTab<Id extends string>(ids: readonly [Id, ...Id[]]) {
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(watchTabKeys, []);
  const selected = tabFromSearch(ids, searchParams);
  const select = (tab: Id) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === ids[0]) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, tab);
        return next;
      },
      { replace: continuesKeyRun() },
    );
  return [selected, select] as const;
}
