// Text for the API reference: the document's words escaped, with the little Markdown they use.
import { escapeHtml } from "../render/document.ts";

/** A value as JSON in code: enum members, constants and defaults. */
export const literal = (value: unknown) =>
  `<code>${escapeHtml(JSON.stringify(value) ?? "")}</code>`;

/**
 * The document's descriptions use Markdown's code spans and blank lines between paragraphs, and
 * nothing else of it: so those two are honoured, after escaping, and the rest stays plain text.
 */
export function inline(text: string | undefined): string {
  if (!text) return "";
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

export function prose(text: string | undefined): string {
  if (!text) return "";
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${inline(paragraph)}</p>`)
    .join("\n");
}

export function orList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
