// The community stories' search rule (SPEC §5): a term matches when it is a case-insensitive
// substring of any of the fields. Leading and trailing spaces are ignored, and a blank term
// matches everything. Quick solutions and expert articles are searched by the API, which keeps
// this substring meaning and adds ranked full-text search (ADR 020).

const fold = (text: string) => text.toLocaleLowerCase("en-GB");

/** A test for one term, to run over many items without folding the term each time. */
export function searchMatcher(term: string): (fields: readonly (string | null)[]) => boolean {
  const needle = fold(term.trim());
  if (!needle) return () => true;
  return (fields) => fields.some((field) => field !== null && fold(field).includes(needle));
}
