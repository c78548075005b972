// Expert articles (docs/product.md#expert-articles): content is plain text in a tiny line markup.
// A line starting '# ' or '## ' is a heading, '---' is a rule, a line wrapped in asterisks is
// italic, and anything else is a paragraph. Blank lines only separate blocks. The result is data,
// rendered by React as elements, so nothing in an article can ever become HTML.

export type ArticleBlock =
  | { kind: "heading"; level: 1 | 2; text: string }
  | { kind: "rule" }
  | { kind: "italic"; text: string }
  | { kind: "paragraph"; text: string };

const ITALIC = /^\*([^*].*[^*]|[^*])\*$/s;

export function parseArticleContent(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const raw of content.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("## ") && line.slice(3).trim()) {
      blocks.push({ kind: "heading", level: 2, text: line.slice(3).trim() });
    } else if (line.startsWith("# ") && line.slice(2).trim()) {
      blocks.push({ kind: "heading", level: 1, text: line.slice(2).trim() });
    } else if (line === "---") {
      blocks.push({ kind: "rule" });
    } else {
      const italic = ITALIC.exec(line);
      if (italic?.[1]?.trim()) blocks.push({ kind: "italic", text: italic[1].trim() });
      else blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}

/** Words in an article's readable text (markup characters excluded). */
export function countWords(content: string): number {
  return parseArticleContent(content)
    .flatMap((block) => ("text" in block ? block.text.split(/\s+/) : []))
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
