// A quick solution's page lists its possible solutions as steps, and its HowTo data
// gives the same steps. The admin writes them as prose (or as lines), so the steps are read from
// the text: one a line when it has several lines, otherwise one a sentence.

/** A space after '.', '!' or '?' that starts a sentence (so "e.g. a bell" stays in one). */
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=["'‘“(]?[A-Z0-9])/;

/** A line's own bullet or number ("- ", "2. "), which the list shows in its own way. */
const LIST_MARK = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;

export function solutionSteps(text: string): string[] {
  const lines = text
    .split(/\n+/)
    .map((line) => line.replace(LIST_MARK, "").trim())
    .filter(Boolean);
  const parts = lines.length > 1 ? lines : lines.flatMap((line) => line.split(SENTENCE_BREAK));
  return parts.map((part) => part.replace(/\s+/g, " ").trim()).filter(Boolean);
}
