// A blank community excerpt is generated from the content's first sentence. Used by
// the server when storing a story and by the form to preview what will be generated.
export const EXCERPT_MAX = 150;
const CUT_AT = 147;
const ELLIPSIS = "...";

/** The first sentence: up to the first '.', '!' or '?' that ends a word, with spaces collapsed. */
function firstSentence(content: string): { text: string; end: string } {
  const flat = content.replace(/\s+/g, " ").trim();
  const match = /[.!?](?=\s|$)/.exec(flat);
  if (!match) return { text: flat, end: "." };
  // A sentence ending '!' or '?' keeps its own mark; anything else ends with a period.
  return { text: flat.slice(0, match.index).trim(), end: match[0] === "." ? "." : match[0] };
}

/**
 * Over 150 characters, the first sentence is cut to 147 followed by an ellipsis
 * ('...'); otherwise it is the sentence plus a period.
 */
export function generateExcerpt(content: string): string {
  const { text, end } = firstSentence(content);
  if (text.length > EXCERPT_MAX) return `${text.slice(0, CUT_AT)}${ELLIPSIS}`;
  return `${text}${end}`;
}
