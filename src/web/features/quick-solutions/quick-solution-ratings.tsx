// A quick solution's own page says what it costs and how much work it is, each band
// with what it means ("Free: no money, only your time"), and what the bands rate.
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { COST_BANDS, EFFORT_BANDS, NOT_YET_RATED } from "../../../shared/quick-solution-bands.ts";

type Band = { id: string; label: string; meaning: string };

/** `icon`: the class that draws its icon (styles.css). */
function Rating({ name, icon, band }: { name: string; icon: string; band?: Band }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border-2 border-line px-4 py-3">
      <dt className={`flex items-center gap-2 font-semibold ${icon}`}>{name}</dt>
      <dd>
        {band ? (
          <>
            <strong>{band.label}</strong>: {band.meaning}
          </>
        ) : (
          <span className="text-muted">{NOT_YET_RATED}</span>
        )}
      </dd>
    </div>
  );
}

export function QuickSolutionRatings({
  item,
}: {
  item: Pick<QuickSolution, "costBand" | "effortBand">;
}) {
  const cost = COST_BANDS.find((band) => band.id === item.costBand);
  const effort = EFFORT_BANDS.find((band) => band.id === item.effortBand);
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Rating name="Cost" icon="icon-coin" band={cost} />
        <Rating name="Effort" icon="icon-clock" band={effort} />
      </dl>
      {(cost || effort) && (
        <p className="text-muted text-sm">
          Rated for the first step described, for a small UK business, before staff time.
        </p>
      )}
    </div>
  );
}
