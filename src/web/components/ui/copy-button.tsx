// A button that copies text, and says whether it worked in a status message beside it.
import { type ComponentProps, useState } from "react";
import { secondaryButton } from "./button-styles.ts";
import { ClientOnly } from "./client-only.tsx";

export function CopyButton({
  text,
  label,
  copied,
  failed,
}: {
  text: string;
  label: string;
  /** Said once copied: "Link copied." */
  copied: string;
  /** Said when the browser refuses, with what to do instead. */
  failed: string;
}) {
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setOutcome("copied");
          } catch {
            setOutcome("failed");
          }
        }}
      >
        {label}
      </button>
      <span role="status" className="self-center">
        {outcome === "copied" && copied}
        {outcome === "failed" && failed}
      </span>
    </>
  );
}

/**
 * The copy button on a row of its own, shown once the scripts run (copying needs them). The row
 * keeps the button's height before then, so nothing below it moves as the page hydrates: a tap
 * aimed at a link below it used to land on the text above.
 */
export function CopyButtonRow(props: ComponentProps<typeof CopyButton>) {
  return (
    <div className="flex min-h-11 flex-wrap gap-4 print:hidden">
      <ClientOnly fallback={null}>
        <CopyButton {...props} />
      </ClientOnly>
    </div>
  );
}
