// The accessibility checks of the article being written (ATAG Part B), updated as the author
// types. Each says what is wrong and how to fix it, its severity in words (not colour alone), and
// takes the author to its place: focus moves into the text and selects the words concerned.
import type { RefObject } from "react";
import {
  checkName,
  type PublishingCheck,
  readingAgeText,
} from "../../../shared/publishing-checks/index.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { ShowInTextButton } from "./show-in-text-button.tsx";

const SEVERITY = { error: "Error", warning: "Warning" } as const;

/** The totals in words, as the status says them. */
export function checksSummary(checks: readonly PublishingCheck[]): string {
  const errors = checks.filter((check) => check.severity === "error").length;
  const warnings = checks.length - errors;
  return checks.length === 0
    ? "No problems found."
    : `${errors} ${errors === 1 ? "error" : "errors"} and ${warnings} ${warnings === 1 ? "warning" : "warnings"}.${errors > 0 ? " Errors must be fixed before publishing." : ""}`;
}

/** How long typing must pause before the totals are announced: a status that changed with
 * every keystroke interrupted the author's screen reader several times a sentence. */
export const SUMMARY_PAUSE_MS = 1200;

interface ChecksListProps {
  checks: PublishingCheck[];
  /** The UK reading age, which the readability check judges: where the text stands either way. */
  age: number | null;
  onShow: (check: PublishingCheck) => void;
  /** The section, so a keyboard shortcut in the text can bring focus here. */
  sectionRef?: RefObject<HTMLElement | null>;
}

export function ChecksList({ checks, age, onShow, sectionRef }: ChecksListProps) {
  // The checks are worked out afresh at every keystroke, so they settle only once typing pauses
  // (a summary that merely stayed the same for a moment would be announced mid-sentence).
  const summary = checksSummary(useDebouncedValue(checks, SUMMARY_PAUSE_MS));
  return (
    <section
      ref={sectionRef}
      aria-labelledby="article-checks-title"
      className="flex flex-col gap-3"
    >
      <h4 id="article-checks-title" tabIndex={-1} className="font-bold text-lg">
        Accessibility checks
      </h4>
      <p>{readingAgeText(age)}</p>
      {/* A status, so a screen reader hears the totals change without losing its place; said
          once the author stops typing, not at every keystroke. */}
      <p role="status" className="font-semibold">
        {summary}
      </p>
      {checks.length > 0 && (
        <ul className="flex flex-col gap-3">
          {checks.map((check) => (
            <li
              key={`${check.rule}-${check.start}-${check.end}`}
              className={`rounded-md border-2 p-3 ${check.severity === "error" ? "border-danger" : "border-line"}`}
            >
              <p>
                <strong className={check.severity === "error" ? "text-danger" : ""}>
                  {SEVERITY[check.severity]}: {checkName(check.rule)}.
                </strong>{" "}
                {check.message}
              </p>
              <p className="mt-1 text-muted">{check.fix}</p>
              <ShowInTextButton check={check} onShow={onShow} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
