// The evidence behind the accessibility statement: what the automated checks looked at when the
// whole browser suite last ran (content/accessibility-evidence.json, written by
// tests/e2e/evidence-reporter.ts), what people check, and what nobody has checked yet.
import { Link } from "wouter";
import { formatUkDate } from "../../shared/dates.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { ProsePage } from "../components/layout/prose-page.tsx";
import { CHECKED_BY_PEOPLE, CHECKS, NOT_YET_CHECKED } from "../content/accessibility-checks.ts";
import evidence from "../content/accessibility-evidence.json";
import { NOT_YET_TESTED } from "../content/not-yet-tested.ts";

type Counts = { passed: number; failed: number };
const counts = evidence.checks as Record<string, Counts | undefined>;

/** The day of the run, noon UTC so it is that day in the UK too. */
const runDate = (iso: string) => formatUkDate(`${iso}T12:00:00Z`);

function Summary() {
  if (!evidence.ranOn) {
    return <p>The full set of checks has not been run on this copy of the site yet.</p>;
  }
  const failed = Object.values(counts).reduce((sum, each) => sum + (each?.failed ?? 0), 0);
  return (
    <p>
      The full set of {evidence.browserTests.toLocaleString("en-GB")} browser tests last ran on{" "}
      {runDate(evidence.ranOn)}.{" "}
      {failed === 0
        ? "Every accessibility check below passed."
        : `${failed} accessibility ${failed === 1 ? "check" : "checks"} failed, and we are putting ${failed === 1 ? "it" : "them"} right.`}
    </p>
  );
}

function ResultWords({ counts }: { counts: Counts | undefined }) {
  if (!counts || counts.passed + counts.failed === 0) return <>not run yet.</>;
  const passed = `${counts.passed} ${counts.passed === 1 ? "check" : "checks"} passed`;
  return (
    <strong>{counts.failed === 0 ? `${passed}.` : `${passed}, ${counts.failed} failed.`}</strong>
  );
}

export default function AccessibilityEvidencePage() {
  return (
    <ProsePage heading="How we check accessibility">
      <p>
        Every change to this site runs through the automated checks below before it goes live. This
        page shows what they looked at and what they found the last time all of them ran. It backs
        up our <Link href={PAGE_PATHS.accessibilityStatement}>accessibility statement</Link>.
      </p>
      <Summary />

      <h2>What the automated checks look at</h2>
      {/* A list, not a table: the descriptions are long, and at 320 px a table would scroll. */}
      <ul>
        {CHECKS.map(({ id, what }) => (
          <li key={id}>
            {what}: <ResultWords counts={counts[id]} />
          </li>
        ))}
      </ul>

      <h2>What a screen reader says</h2>
      <p>
        For these pages we keep a written transcript of what a screen reader says, and every change
        is compared with it. A change in what is said fails the checks until someone has read the
        new transcript and agreed it is right.
      </p>
      {evidence.transcripts.length > 0 ? (
        <ul>
          {evidence.transcripts.map((journey) => (
            <li key={journey}>{journey}</li>
          ))}
        </ul>
      ) : (
        <p>No transcripts have been compared on this copy of the site yet.</p>
      )}

      <h2>What people check</h2>
      <ul>
        {CHECKED_BY_PEOPLE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>What we have not checked yet</h2>
      <p>
        Automated checks find only some kinds of problem. {NOT_YET_TESTED} So these have not been
        checked yet:
      </p>
      <ul>
        {NOT_YET_CHECKED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        We plan to do them, and we will say here and in the statement when we have. If something
        does not work with the way you use the web, please tell us.
      </p>
    </ProsePage>
  );
}
