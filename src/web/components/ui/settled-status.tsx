// A results line that is also a polite live region, updated only once its text has stopped
// changing (typing "ramp" announced "20… 2… 1 solution found"). The first render shows
// the text at once, so the server-rendered page has it. What is shown is what is spoken.
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { useStatusRole } from "../layout/route-focus.tsx";

/** Long enough to outlast a pause between keystrokes and the answer that follows. */
export const STATUS_SETTLE_MS = 500;

export function SettledStatus({ text, className }: { text: string; className?: string }) {
  const settled = useDebouncedValue(text, STATUS_SETTLE_MS);
  return (
    <p role={useStatusRole()} className={className}>
      {/* New words in a new node, which every reader (virtual ones too) sees arrive. */}
      <span key={settled}>{settled}</span>
    </p>
  );
}
