// link-text: a link's words should say where it goes, read on their own (WCAG 2.4.4). Screen
// reader users often list a page's links out of context, where "click here" means nothing.
import type { Link, LinkReference } from "mdast";
import { quote } from "./quote.ts";
import type { Finding, Rule } from "./types.ts";
import { contentSpan, plainText, spanOf, walk } from "./walk.ts";

const VAGUE = new Set([
  "click here",
  "click",
  "click this link",
  "here",
  "read more",
  "more",
  "learn more",
  "see more",
  "find out more",
  "more info",
  "more information",
  "this link",
  "link",
  "this page",
  "this",
]);

const BARE_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;
const DOCUMENT = /\.(pdf|docx?)$/i;

export const linkText: Rule = (tree) => {
  const checks: Finding[] = [];
  walk(tree, (node) => {
    if (node.type !== "link" && node.type !== "linkReference") return;
    const found = problemWith(node);
    const span = contentSpan(node) ?? spanOf(node);
    if (found && span) checks.push({ rule: "link-text", ...found, ...span });
  });
  return checks;
};

function problemWith(node: Link | LinkReference): { message: string; fix: string } | null {
  const text = plainText(node).replace(/\s+/g, " ").trim();
  const document = node.type === "link" ? documentType(node.url) : null;
  const sayDocument = document ? ` Say that it opens a ${document} document, too.` : "";
  if (text === "") {
    return {
      message:
        "This link has no words, so someone using a screen reader will not know where it goes.",
      fix: `Give the link words that say where it goes.${sayDocument}`,
    };
  }
  if (BARE_ADDRESS.test(text)) {
    return {
      message: `This link’s words are a web address, ${quote(text)}, which a screen reader reads out letter by letter and which does not say what is there.`,
      fix: `Use words that say what the reader will find, such as the name of the page.${sayDocument}`,
    };
  }
  if (VAGUE.has(text.toLowerCase().replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, ""))) {
    return {
      message: `The link ${quote(text)} does not say where it goes. People using a screen reader often hear a page’s links on their own, without the words around them.`,
      fix: `Use words that say where the link goes, such as “our opening hours” instead of “click here”.${sayDocument}`,
    };
  }
  if (document && !mentions(text, document)) {
    return {
      message: `The link ${quote(text)} opens a ${document} document, but its words do not say so.`,
      fix: `Add “(${document})” to the link’s words, so people know before they follow it that it opens a document rather than a web page.`,
    };
  }
  return null;
}

/** "PDF" or "Word" when the address ends in .pdf, .doc or .docx (ignoring any ?query or #hash). */
function documentType(url: string): "PDF" | "Word" | null {
  const path = url.split(/[?#]/)[0] ?? "";
  const extension = DOCUMENT.exec(path)?.[1]?.toLowerCase();
  if (!extension) return null;
  return extension === "pdf" ? "PDF" : "Word";
}

function mentions(text: string, document: "PDF" | "Word"): boolean {
  return document === "PDF" ? /\bpdf\b/i.test(text) : /\b(?:word|docx?)\b/i.test(text);
}
