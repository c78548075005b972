// A button that copies text, and says whether it worked in a status message beside it.
import { useState } from "react";
import { secondaryButton } from "./button-styles.ts";

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
