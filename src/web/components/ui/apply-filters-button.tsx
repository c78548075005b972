import { ADVICE_SEARCH_FORM_ID } from "../../lib/advice-filters.ts";

/**
 * Without JavaScript a filter's choice is sent with the advice search form: this button sends it.
 * With JavaScript the lists apply as they change, and the button is not there.
 */
export function ApplyFiltersButton() {
  return (
    <noscript>
      <button
        type="submit"
        form={ADVICE_SEARCH_FORM_ID}
        className="min-h-11 rounded-md border-2 border-line px-4 font-semibold"
      >
        Apply
      </button>
    </noscript>
  );
}
