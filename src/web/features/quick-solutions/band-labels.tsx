// A solution's cost and effort, each said in words ("Cost: Under £50"); the icons are
// decoration, and no meaning rests on colour.
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { costLabel, effortLabel, NOT_YET_RATED } from "../../../shared/quick-solution-bands.ts";

/** A coin: cost. */
export function CostIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4 shrink-0">
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M9.75 5.5a2 2 0 0 0-3.5 1.25V11h4M5.5 8.5h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** A clock: effort, in time. */
export function EffortIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4 shrink-0">
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** A band's words, muted when not yet rated. */
export function BandValue({ label }: { label: string }) {
  return <span className={label === NOT_YET_RATED ? "text-muted" : undefined}>{label}</span>;
}

type Banded = Pick<QuickSolution, "costBand" | "effortBand">;

/** The card's pair: "Cost: Free" and "Effort: Low", as a description list. */
export function BandBadges({ item }: { item: Banded }) {
  // Wraps its value under its name rather than run past a narrow card (text at 200 % at 320 px);
  // rounded-2xl is a pill on one line and keeps the words clear of the corners on two.
  const badge =
    "flex max-w-full flex-wrap items-center gap-x-1.5 rounded-2xl border-2 border-line px-3 py-0.5";
  return (
    <dl className="mt-2 flex flex-wrap gap-2">
      <div className={badge}>
        <CostIcon />
        <dt className="font-semibold">Cost:</dt>
        <dd>
          <BandValue label={costLabel(item.costBand)} />
        </dd>
      </div>
      <div className={badge}>
        <EffortIcon />
        <dt className="font-semibold">Effort:</dt>
        <dd>
          <BandValue label={effortLabel(item.effortBand)} />
        </dd>
      </div>
    </dl>
  );
}
