// Shapes of Markdown that make CommonMark parsers slow or deep, each at about the size an article
// may be. After the pathological tests of the CommonMark reference parsers (cmark's
// test/pathological_tests.py and commonmark.js's), written out here, plus those a security review
// sent to this site. Tests feed them to every place Markdown is read; the benchmark times them.
import { ARTICLE_CONTENT_MAX } from "../contracts/article-publishing.ts";

const SIZE = ARTICLE_CONTENT_MAX - 100;
/** `unit` repeated to fill about `size` characters, between a `before` and an `after`. */
const fill = (unit: string, before = "", after = "", size = SIZE) =>
  before + unit.repeat(Math.floor((size - before.length - after.length) / unit.length)) + after;
/** `open` n times, then the middle, then `close` n times, filling about `size` characters. */
const nest = (open: string, middle: string, close: string) =>
  open.repeat(Math.floor((SIZE - middle.length) / (open.length + close.length))) +
  middle +
  close.repeat(Math.floor((SIZE - middle.length) / (open.length + close.length)));

export const PATHOLOGICAL_MARKDOWN: Record<string, string> = {
  // Sent by the review: each held the server for seconds to minutes.
  "nested list markers on one line": fill("- ", "", "x"),
  "nested list markers, 8 KB": fill("- ", "", "x", 8_000),
  "nested list markers, 16 KB": fill("- ", "", "x", 16_000),
  "underscore emphasis openers": fill("_a"),
  "mismatched star runs": fill("*a**"),
  "nested quote markers": fill(">", "", " x"),
  // The reference parsers' own table.
  "nested strong emphasis": nest("*a **a ", "b", " a** a*"),
  "emphasis closers with no openers": fill("a_ "),
  "emphasis openers with no closers": fill("_a "),
  "link closers with no openers": fill("a]"),
  "link openers with no closers": fill("[a"),
  "mismatched openers and closers": fill("*a_ "),
  "openers and closers multiple of 3": fill("c* ", "a**b"),
  "link openers and emphasis closers": fill("[ a_"),
  "bracket, parenthesis, bracket": fill("[ (]("),
  "nested brackets": nest("[", "a", "]"),
  "nested block quotes": fill("> ", "", "a"),
  "deeply nested lists by indent": Array.from(
    { length: 240 },
    (_, i) => `${"  ".repeat(i)}* a\n`,
  ).join(""),
  "backtick runs of growing length": Array.from(
    { length: 340 },
    (_, i) => `e${"`".repeat(i + 1)}`,
  ).join(""),
  "unclosed links with angle brackets": fill("[a](<b"),
  "unclosed links": fill("[a](b"),
  "unclosed HTML comments": fill("<!--", "</"),
  "nested inline stars": nest("*", "a", "*"),
  "link with many open parentheses": fill("(", "[a](", "b)"),
  "many link reference definitions":
    Array.from({ length: 2_000 }, (_, i) => `[${i}]: u\n`).join("") + fill("[0] ", "", "", 30_000),
  "NUL characters": fill("abc\u0000de\u0000"),
};
