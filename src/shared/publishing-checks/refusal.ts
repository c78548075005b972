// Why publishing is refused, in words that name the checks that stopped it (./rules.ts), so the
// editor knows which of the checks beside the text to fix: the server's 422 says it, and the
// publish step says the same before it is pressed.
import { type CheckRule, checkName, type PublishStoppingRule, severityOf } from "./rules.ts";
import type { PublishingCheck } from "./types.ts";

/** The errors among the checks: the findings that stop publishing. */
export const stoppingChecks = (checks: readonly PublishingCheck[]) =>
  checks.filter((check) => severityOf(check.rule) === "error");

/** The ids of the checks that stop publishing, each once, in the order they are found. */
export const stoppedBy = (checks: readonly PublishingCheck[]) => [
  ...new Set(stoppingChecks(checks).map((check) => check.rule as PublishStoppingRule)),
];

const listOf = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** "The “Image from the media library” check stops publishing: …", or null when none does. */
export function refusalMessage(checks: readonly PublishingCheck[]): string | null {
  const errors = stoppingChecks(checks);
  const [only] = errors;
  if (!only) return null;
  if (errors.length === 1) {
    return `The “${checkName(only.rule)}” check stops publishing: ${only.message} Fix it under Accessibility checks, then publish.`;
  }
  const names = stoppedBy(errors).map((rule: CheckRule) => `“${checkName(rule)}”`);
  return `${errors.length} errors stop publishing, found by the ${listOf(names)} ${names.length === 1 ? "check" : "checks"}. Fix them under Accessibility checks, then publish.`;
}
