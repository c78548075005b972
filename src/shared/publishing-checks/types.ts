// The shape every authoring check shares, so the editor, the save handler and publishing can all
// read the same list (ATAG 2.0 Part B: help authors produce accessible content).
import type { Root } from "mdast";
import { type CheckRule, severityOf } from "./rules.ts";

export type { CheckRule } from "./rules.ts";

export interface PublishingCheck {
  rule: CheckRule;
  /** An error stops publishing; looked up by rule (./rules.ts), never chosen by the finder. */
  severity: "error" | "warning";
  /** What is wrong, in plain English, naming the words concerned. Plain text, no Markdown. */
  message: string;
  /** How to put it right, in plain English. */
  fix: string;
  /** Character offsets into the Markdown source: the words the editor selects. */
  start: number;
  end: number;
}

/** What a rule finds: a check before its severity is looked up. */
export type Finding = Omit<PublishingCheck, "severity">;

/** One rule: reads the parsed article and its source text, returns what it found. */
export type Rule = (tree: Root, source: string) => Finding[];

/** The finding as a check, with the severity its rule has. */
export const asCheck = (finding: Finding): PublishingCheck => ({
  ...finding,
  severity: severityOf(finding.rule),
});

/** Source order; where two start together, errors first. */
export function inSourceOrder(checks: readonly PublishingCheck[]): PublishingCheck[] {
  return [...checks].sort(
    (a, b) =>
      a.start - b.start ||
      Number(a.severity === "warning") - Number(b.severity === "warning") ||
      a.end - b.end,
  );
}
