// Placeholder cards while a list loads: announced once as a busy status, hidden shapes otherwise.
import { useStatusRole } from "../layout/route-focus.tsx";

interface CardSkeletonsProps {
  /** Read out by screen readers, e.g. 'Loading top stories…'. */
  label: string;
  count: number;
  testId: string;
  /** The grey bars of one card, as Tailwind sizes, top to bottom; the last sits at the bottom. */
  bars: string[];
  layout?: "grid" | "stack";
  /** The card's height, close to a real card's so the page does not jump. */
  height?: string;
}

export function CardSkeletons({
  label,
  count,
  testId,
  bars,
  layout = "grid",
  height = "h-56",
}: CardSkeletonsProps) {
  return (
    <div role={useStatusRole()} aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className={layout === "grid" ? "grid gap-6 md:grid-cols-2" : "flex flex-col gap-5"}>
        {Array.from({ length: count }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            data-testid={testId}
            className={`flex ${height} flex-col gap-3 rounded-xl border-2 border-surface p-5`}
          >
            {bars.map((size, bar) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: bars have no identity either
                key={bar}
                className={`${size} animate-pulse rounded bg-surface ${bar === bars.length - 1 ? "mt-auto" : ""}`}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
