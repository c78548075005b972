// Answers this browser kept from an earlier visit are offered back, never shown silently,
// so a shared tablet does not hand one person's answers to the next.
import { useEffect, useRef } from "react";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";

export function ResumeChoice({
  onContinue,
  onStartAgain,
}: {
  onContinue: () => void;
  onStartAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <p className="font-semibold text-muted">Self-assessment</p>
        <h1 ref={heading} tabIndex={-1} className="font-bold text-3xl sm:text-4xl">
          You have answers saved in this browser
        </h1>
      </div>
      <p>
        Someone started a self-assessment here and did not finish it. Carry on with those answers,
        or start again with a blank form. If this is a shared computer or tablet, the answers may be
        someone else's: starting again deletes them from this browser.
      </p>
      <div className="flex flex-wrap gap-4">
        <button type="button" className={primaryButton} onClick={onContinue}>
          Continue where you left off
        </button>
        <button type="button" className={secondaryButton} onClick={onStartAgain}>
          Start again
        </button>
      </div>
    </div>
  );
}
