// A React Aria checkbox with a 24 px box and a tick or dash drawn in the text colour, so it reads
// in every theme and in forced colours. The site's focus ring goes round the box and its label.
import type { ReactNode } from "react";
import { Checkbox as AriaCheckbox, type CheckboxProps } from "react-aria-components";

export function Checkbox({
  children,
  className,
  ...props
}: CheckboxProps & { children: ReactNode }) {
  return (
    <AriaCheckbox
      {...props}
      className={`group flex min-h-11 cursor-pointer items-center gap-3 ${className ?? ""}`}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            aria-hidden="true"
            className="grid size-6 shrink-0 place-items-center rounded border-2 border-ink bg-page"
          >
            {(isSelected || isIndeterminate) && (
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" focusable="false">
                <path
                  d={isIndeterminate ? "M3 8h10" : "m3 8 3.5 3.5L13 5"}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                />
              </svg>
            )}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
