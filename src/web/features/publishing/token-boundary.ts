// Where a new block (an image) may go in Markdown text without breaking what is there: never
// inside an image, link, inline code or autolink, nor in the middle of a word. An image dropped
// into `![…](…)` left both broken, and the checks no longer saw either as an image.

// Inline tokens a caret may sit inside: images and links (with one level of brackets in their
// words), inline code and autolinks.
const TOKEN = /!?\[(?:[^[\]\n]|\[[^[\]\n]*\])*\]\([^)\n]*\)|`[^`\n]+`|<[a-z][\w+.-]*:[^\s<>]*>/gi;

/** The nearest place at or after `caret` that is not inside a token or a word. */
export function tokenBoundary(text: string, caret: number): number {
  const lineStart = text.lastIndexOf("\n", caret - 1) + 1;
  const nextBreak = text.indexOf("\n", caret);
  const line = text.slice(lineStart, nextBreak === -1 ? text.length : nextBreak);
  let at = caret;
  for (const match of line.matchAll(TOKEN)) {
    const start = lineStart + match.index;
    const end = start + match[0].length;
    if (start < at && at < end) at = end;
  }
  // Inside a word: go on to its end, so no word is split in two.
  while (at < text.length && /\S/.test(text[at] ?? "") && /\S/.test(text[at - 1] ?? "")) at += 1;
  return at;
}
