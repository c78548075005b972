// A button whose action is under way. It stays focusable and says it is unavailable
// (aria-disabled), and presses are ignored until the action ends; a disabled button would drop a
// keyboard user's focus to the top of the page (WCAG 2.4.3). React Aria's own isPending does the
// same but also announces through a live region that points at the button by id; a button that
// unmounts once its action succeeds (sign in, a dialog's confirm) leaves that region pointing at
// nothing, which axe reports as an image without a name.
import { Button, type ButtonProps } from "react-aria-components";

interface BusyButtonProps extends Omit<ButtonProps, "isPending" | "className"> {
  isBusy: boolean;
  className: string;
}

export function BusyButton({ isBusy, onPress, type, className, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      // A busy submit button must not submit the form again, from a press or the Enter key.
      type={isBusy && type === "submit" ? "button" : type}
      aria-disabled={isBusy || undefined}
      onPress={(event) => {
        if (!isBusy) onPress?.(event);
      }}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    />
  );
}
