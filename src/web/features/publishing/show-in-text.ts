// "Show in the text": a check takes the author to its words (ATAG Part B).
import type { PublishingCheck } from "../../../shared/publishing-checks/index.ts";

/** Selects the check's words in the text area, scrolled into view. */
export function showInText(area: HTMLTextAreaElement | null, check: PublishingCheck) {
  if (!area) return;
  area.focus();
  area.setSelectionRange(check.start, check.end);
  const line = area.value.slice(0, check.start).split("\n").length - 1;
  const lineHeight = Number.parseFloat(getComputedStyle(area).lineHeight) || 24;
  area.scrollTop = Math.max(0, line * lineHeight - area.clientHeight / 3);
}
