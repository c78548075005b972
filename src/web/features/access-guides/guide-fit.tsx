// The visitor's verdict on a guide (decision 043) and its reasons, each naming the fact and the
// visitor's own figure. The words carry the verdict; the colour of the border only repeats it.
import {
  type FitVerdict,
  type GuideFit,
  VERDICT_WORDS,
} from "../../../shared/access-guides/fit.ts";

const BORDER: Record<FitVerdict, string> = {
  fits: "border-accent",
  check: "border-line",
  "does-not-fit": "border-danger",
};
const MARK: Record<FitVerdict, string> = {
  fits: "Fits:",
  check: "Check:",
  "does-not-fit": "Does not fit:",
};

const RANK: Record<FitVerdict, number> = { "does-not-fit": 0, check: 1, fits: 2 };
/** What stops a visit first, then what to check, then what fits; each in the rules' order. */
const worstFirst = (reasons: GuideFit["reasons"]) =>
  [...reasons].sort((a, b) => RANK[a.verdict] - RANK[b.verdict]);

/** The verdict and its reasons: a section with a heading on a guide's page, a block in a list. */
export function GuideFitVerdict({
  fit,
  headingLevel: Heading,
  id,
}: {
  fit: GuideFit;
  headingLevel: "h2" | "h4";
  id: string;
}) {
  // A region on the guide's page; in the directory's list, where every entry has one, a plain
  // block, so the page's landmarks stay unique.
  const Part = Heading === "h2" ? "section" : "div";
  return (
    <Part
      aria-labelledby={Heading === "h2" ? id : undefined}
      className={`flex flex-col gap-2 rounded-md border-4 p-3 ${BORDER[fit.verdict]}`}
    >
      <Heading id={id} className="font-bold text-lg">
        {VERDICT_WORDS[fit.verdict]}
      </Heading>
      <ul className="flex flex-col gap-1">
        {worstFirst(fit.reasons).map((reason) => (
          <li key={`${reason.fact}-${reason.text}`}>
            <strong>{MARK[reason.verdict]}</strong> {reason.text}
          </li>
        ))}
      </ul>
    </Part>
  );
}
