// A table that stacks each row into a card on a narrow screen (below Tailwind's sm), so an admin
// list fits 320 px without scrolling sideways (WCAG 1.4.10). The column headings are then hidden
// from sight, so each cell shows its own; that label is hidden from screen readers, which still
// announce the column heading.
import type { ReactNode } from "react";

/** A data cell's classes: a padded cell, or a line of the card when stacked. */
export const stackedCell = "p-2 max-sm:block max-sm:py-1";

/** The column's name, shown before the cell's value only when the rows are stacked. */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="font-semibold sm:hidden">
      {children}:{" "}
    </span>
  );
}
