// Feed items carry HTML, and HTML in feed content is reduced to text. The site shows news
// as text, so tags are dropped, the contents of scripts, styles and the like with them, block
// elements become line breaks and entities are decoded. A single forward scan, never a regular
// expression over the whole input, so hostile markup (an unclosed comment, a million "<a") costs
// linear time; no DOM is built.
import { decodeHTML } from "entities";
import { isPlainText } from "../../shared/contracts/common.ts";

/** Elements whose contents are not text a reader should see. */
const HIDDEN = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "object",
  "svg",
  "math",
  "head",
  "title",
  "select",
  "textarea",
]);

/** Elements that start a new line of text. */
const BLOCK = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);

/** Beyond this much markup the rest is ignored: stored content is far shorter anyway. */
export const HTML_INPUT_MAX = 200_000;

/** Where the tag starting at `start` ends ('>' outside attribute quotes), or -1. */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  let previous = "";
  for (let index = start + 1; index < html.length; index += 1) {
    const char = html[index] ?? "";
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === ">") {
      return index;
    } else if ((char === '"' || char === "'") && previous === "=") {
      quote = char;
    }
    if (!/\s/.test(char)) previous = char;
  }
  return -1;
}

/** The markup of `html` as plain text, with paragraphs kept as blank lines. */
export function htmlToText(html: string): string {
  const input = html.slice(0, HTML_INPUT_MAX);
  const isMarkup = /<[a-zA-Z/!]/.test(input);
  const lower = input.toLowerCase();
  // In markup, line breaks in the source are spaces: only blocks break lines. Plain text keeps them.
  const source = (from: number, to?: number) => {
    const segment = input.slice(from, to);
    return isMarkup ? segment.replace(/\s+/g, " ") : segment;
  };
  let text = "";
  let index = 0;
  while (index < input.length) {
    const open = input.indexOf("<", index);
    if (open === -1) {
      text += source(index);
      break;
    }
    text += source(index, open);
    if (input.startsWith("<!--", open)) {
      const close = input.indexOf("-->", open + 4);
      if (close === -1) break; // an unclosed comment hides the rest, as in a browser
      index = close + 3;
      continue;
    }
    if (!/[a-zA-Z/!?]/.test(input[open + 1] ?? "")) {
      text += "<"; // "a < b" is text
      index = open + 1;
      continue;
    }
    const end = tagEnd(input, open);
    if (end === -1) break;
    const name = /^<\/?([a-zA-Z][\w-]*)/.exec(input.slice(open, end + 1))?.[1]?.toLowerCase();
    const closing = input[open + 1] === "/";
    index = end + 1;
    if (!name) continue; // <!DOCTYPE …>, <?xml …?>
    if (!closing && HIDDEN.has(name)) {
      const closeTag = lower.indexOf(`</${name}`, index);
      const closeEnd = closeTag === -1 ? -1 : input.indexOf(">", closeTag);
      if (closeEnd === -1) break;
      index = closeEnd + 1;
      continue;
    }
    if (BLOCK.has(name)) text += "\n";
    else if (name === "img" || name === "td") text += " ";
  }
  return tidy(decodeHTML(text));
}

/** Each line trimmed, runs of spaces one space, control characters gone, at most one blank line. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) =>
      Array.from(line)
        .filter((char) => isPlainText(char))
        .join("")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
