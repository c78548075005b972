// A secret shown once (an invitation link, an API token): a labelled read-only box with a Copy
// button. When the browser refuses the clipboard, the text is selected in the box and the page
// says how to copy it by hand.
import { useRef, useState } from "react";
import { Button } from "react-aria-components";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { toast } from "../../lib/toasts.ts";

interface CopyFieldProps {
  /** The input's id. */
  id: string;
  label: string;
  value: string;
  /** The button's words, such as "Copy link". */
  buttonLabel: string;
  /** The toast after copying, such as "Link copied". */
  copiedTitle: string;
}

const BY_HAND =
  "Your browser did not let us copy it. It is selected in the box: press Ctrl+C, or Command+C on a Mac, to copy it yourself.";

export function CopyField({ id, label, value, buttonLabel, copiedTitle }: CopyFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const hintId = `${id}-by-hand`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      toast({ title: copiedTitle });
    } catch {
      setFailed(true);
      input.current?.focus();
      input.current?.select();
      toast({ title: "Not copied", description: BY_HAND, variant: "error" });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          spellCheck={false}
          aria-describedby={failed ? hintId : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldClass} min-w-0 flex-[1_1_16rem] font-mono`}
        />
        <Button className={secondaryButton} onPress={copy}>
          {buttonLabel}
        </Button>
      </div>
      {failed && (
        <p id={hintId} className="font-semibold">
          {BY_HAND}
        </p>
      )}
    </div>
  );
}
