// The few facts that decide a visit (the way in, the door, the toilet, parking), first on a
// guide's page, before the full list: the same words as the directory's entry (./guide-summary.ts).
import { guideSummary } from "./guide-summary.ts";

export function DecidingFacts({ details }: { details: object }) {
  const lines = guideSummary(details);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="guide-at-a-glance" className="flex flex-col gap-2">
      <h2 id="guide-at-a-glance" className="font-bold text-xl">
        At a glance
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        {lines.map((line) => (
          <div key={line.term} className="contents">
            <dt className="font-semibold">{line.term}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
