// A table that stacks each row into a card on a narrow screen (below Tailwind's sm), so an admin
// list fits 320 px without scrolling sideways (WCAG 1.4.10). The column headings are then hidden
// from sight, so each cell shows its own (styles.css, [data-cell-label]): drawn by CSS with an
// empty alternative, it is neither read by screen readers, which still announce the column
// heading, nor part of the cell's text.

/** A data cell's classes: a padded cell, or a line of the card when stacked. */
export const stackedCell = "p-2 max-sm:block max-sm:py-1";

/** What a data cell carries so that, stacked, it shows its column's name before its value. */
export const cellLabel = (column: string) => ({ "data-cell-label": column });
