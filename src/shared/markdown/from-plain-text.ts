// Plain text (a community story, promoted to an expert article) as Markdown that shows exactly
// that text: each non-blank line its own paragraph, and nothing in it read as markup.

/** Characters that mean something inside a Markdown line; a backslash makes each literal. */
const INLINE = /[\\`*_[\]<&]/g;
/** Characters that mean something at the start of a line (headings, quotes, lists, fences). */
const LINE_START = /^[#>+=~-]/;
const ORDERED_LIST = /^(\d+)([.)])/;

export function escapeMarkdownLine(line: string): string {
  return line.replace(INLINE, "\\$&").replace(LINE_START, "\\$&").replace(ORDERED_LIST, "$1\\$2");
}

export function plainTextToMarkdown(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(escapeMarkdownLine)
    .join("\n\n");
}
