// A solution's cost and effort, each said in words ("Cost: Under £50"); the icons (a coin, a
// clock: `icon-coin` and `icon-clock` in styles.css) are decoration, and no meaning rests on colour.
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { costLabel, effortLabel, NOT_YET_RATED } from "../../../shared/quick-solution-bands.ts";

/** The class that mutes a band's words while it is not yet rated. */
export const unratedClass = (label: string) => (label === NOT_YET_RATED ? "text-muted" : undefined);

type Banded = Pick<QuickSolution, "costBand" | "effortBand">;

/** The card's pair: "Cost: Free" and "Effort: Low", as a description list. */
export function BandBadges({ item }: { item: Banded }) {
  // Wraps its value under its name rather than run past a narrow card (text at 200 % at 320 px);
  // rounded-2xl is a pill on one line and keeps the words clear of the corners on two.
  const badge =
    "flex max-w-full flex-wrap items-center gap-x-1.5 rounded-2xl border-2 border-line px-3 py-0.5";
  const cost = costLabel(item.costBand);
  const effort = effortLabel(item.effortBand);
  return (
    <dl className="mt-2 flex flex-wrap gap-2">
      <div className={`${badge} icon-coin`}>
        <dt className="font-semibold">Cost:</dt>
        <dd className={unratedClass(cost)}>{cost}</dd>
      </div>
      <div className={`${badge} icon-clock`}>
        <dt className="font-semibold">Effort:</dt>
        <dd className={unratedClass(effort)}>{effort}</dd>
      </div>
    </dl>
  );
}
