// The site's one search rule (SPEC §2 Quick Solutions, §5 Community search): a term matches when
// it is a case-insensitive substring of any of the fields. Leading and trailing spaces are
// ignored, and a blank term matches everything. Where each tab applies it: ADR 002.

const fold = (text: string) => text.toLocaleLowerCase("en-GB");

/** A test for one term, to run over many items without folding the term each time. */
export function searchMatcher(term: string): (fields: readonly (string | null)[]) => boolean {
  const needle = fold(term.trim());
  if (!needle) return () => true;
  return (fields) => fields.some((field) => field !== null && fold(field).includes(needle));
}
