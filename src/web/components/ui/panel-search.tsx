// A tab panel's own search box (docs/product.md#advice-search): shown only while the page's global
// search is empty, as the global term takes over. The server is asked once typing pauses.
import { useState } from "react";
import { Input, Label, SearchField } from "react-aria-components";
import { ADVICE_SEARCH_MAX } from "../../../shared/api-paths.ts";
import { SEARCH_DEBOUNCE_MS } from "../../lib/advice-filters.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

/** The term in force (global if set, else the panel's own), and its debounced copy for queries. */
export function usePanelSearch(globalTerm: string) {
  const [ownTerm, setOwnTerm] = useState("");
  const usingGlobal = globalTerm.trim() !== "";
  const term = (usingGlobal ? globalTerm : ownTerm).trim();
  const queryTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  return { ownTerm, setOwnTerm, usingGlobal, term, queryTerm };
}

interface PanelSearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function PanelSearchField({ label, placeholder, value, onChange }: PanelSearchFieldProps) {
  return (
    <SearchField value={value} onChange={onChange} className="flex max-w-xl flex-col gap-1">
      <Label className="font-semibold">{label}</Label>
      <Input
        maxLength={ADVICE_SEARCH_MAX}
        placeholder={placeholder}
        className="min-h-11 rounded-md border-2 border-line bg-page px-3 placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
      />
    </SearchField>
  );
}
