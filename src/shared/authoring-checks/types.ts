// The shape every authoring check shares, so the editor, the save handler and publishing can all
// read the same list (ATAG 2.0 Part B: help authors produce accessible content).
import type { Root } from "mdast";

export type CheckRule =
  | "image-alt"
  | "link-text"
  | "heading-order"
  | "readability"
  | "long-paragraph"
  | "all-caps"
  | "plain-words"
  /** Nested past the limits (markdown/limits.ts): the text cannot be checked or shown as it is. */
  | "structure";

export interface AuthoringCheck {
  rule: CheckRule;
  severity: "error" | "warning";
  /** What is wrong, in plain English, naming the words concerned. Plain text, no Markdown. */
  message: string;
  /** How to put it right, in plain English. */
  fix: string;
  /** Character offsets into the Markdown source: the words the editor selects. */
  start: number;
  end: number;
}

/** One rule: reads the parsed article and its source text, returns what it found. */
export type Rule = (tree: Root, source: string) => AuthoringCheck[];
