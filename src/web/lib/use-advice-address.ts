// Advice & Solutions reads its state from the address and writes it back, so a reload
// or a shared link shows the same list. What is typed in the search box goes into the address once
// typing pauses, in place of the current history entry (no entry per keystroke); a choice of
// filter or sort is a step in history, as the same form sent without JavaScript would be, so Back
// undoes it, and so is a change of tab, as on every tabbed page (decision 017); a run of keys on
// the tab list or on one select counts once (tab-key-run.ts). Back, Forward or a link to the page
// put their search back in the box. The address is always written in one order, defaults left out.
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { ADVICE_PAGE_PATH } from "../../shared/advice-links.ts";
import { type AdviceAddress, adviceAddressQuery, readAdviceAddress } from "./advice-address.ts";
import { SEARCH_DEBOUNCE_MS } from "./advice-filters.ts";
import { replacePageSearch } from "./dialog-history.ts";
import { continuesKeyRun, watchTabKeys } from "./tab-key-run.ts";

export type AdviceChange = Partial<Omit<AdviceAddress, "search">>;

export function useAdviceAddress() {
  useEffect(watchTabKeys, []);
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const address = useMemo(() => readAdviceAddress(searchParams), [searchParams]);
  const latest = useRef(address);
  latest.current = address;

  /** What the box shows: the address's search, or what is being typed before it gets there. */
  const [draft, setDraft] = useState(address.search);
  /** The search this page last put in the address, to tell it from one arriving from outside. */
  const written = useRef(address.search);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (address.search === written.current) return;
    clearTimeout(pending.current);
    written.current = address.search;
    setDraft(address.search);
  }, [address.search]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const writeSearch = (text: string) => {
    clearTimeout(pending.current);
    const search = text.trim();
    written.current = search;
    if (search === latest.current.search) return;
    replacePageSearch(adviceAddressQuery({ ...latest.current, search }));
  };

  /** The box's text changed: the address follows once typing pauses. */
  const type = (text: string) => {
    setDraft(text);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => writeSearch(text), SEARCH_DEBOUNCE_MS);
  };

  /** The form was sent (Enter, or the Search button): the address takes the search now. */
  const commitSearch = () => writeSearch(draft);

  /**
   * A tab, a filter or the sort changed: a new entry in history (a run of keys on one control
   * replaces it). A search still waiting to reach the address goes into the entry it was typed on
   * first, so Back returns to it as it was.
   */
  const change = (next: AdviceChange) => {
    writeSearch(draft);
    const query = adviceAddressQuery({ ...latest.current, search: written.current, ...next });
    navigate(`${ADVICE_PAGE_PATH}${query}`, { replace: continuesKeyRun() });
  };

  return { address, draft, type, commitSearch, change };
}
