// structure: text past the Markdown limits (markdown/limits.ts) cannot be checked or shown as it
// is. It can no longer be saved, but a draft saved before the limits may be: the editor shows it as
// this one error, which stops publishing, and does not parse it.
import { asCheck, type PublishingCheck } from "./types.ts";

export const structureCheck = (problem: string): PublishingCheck =>
  asCheck({
    rule: "structure",
    message: problem,
    fix: "Simplify the formatting: fewer lists and quotes inside one another, and fewer emphasis marks inside one another.",
    start: 0,
    end: 0,
  });

export const hasStructureProblem = (checks: readonly PublishingCheck[]) =>
  checks.some((check) => check.rule === "structure");
