// The journey's error summary: a plain list of links to the first input of each problem, so it
// works in a page the server rendered for a form post as well as after a step in the browser.
import type { Ref } from "react";
import type { StepError } from "../../../shared/assessment/journey.ts";

export function StepErrorSummary({
  errors,
  ref,
}: {
  errors: StepError[];
  ref?: Ref<HTMLDivElement>;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="journey-error-title"
      className="rounded-xl border-4 border-danger p-5 outline-none focus-visible:outline-4"
    >
      <h2 id="journey-error-title" className="font-bold text-lg">
        There {errors.length === 1 ? "is a problem" : `are ${errors.length} problems`}
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-1 pl-6">
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${error.field}`}
              // A fragment link scrolls but leaves focus behind; with JavaScript, focus the input.
              onClick={(event) => {
                const target = document.getElementById(error.field);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: "center" });
              }}
              className="font-semibold text-danger underline underline-offset-4"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
