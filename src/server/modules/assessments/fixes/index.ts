// What each question leads to: its fix, its "check first" and its draft-guide sentences,
// one file per area beside the questions in shared/assessment/areas/. Server only: the browser
// never needs them, so they stay out of the journey's JavaScript.
import type { QuestionFix } from "../../../../shared/assessment/model.ts";
import { communicationFixes } from "./communication.ts";
import { digitalFixes } from "./digital.ts";
import { employmentFixes } from "./employment.ts";
import { gettingThereFixes } from "./getting-there.ts";
import { insideFixes } from "./inside.ts";
import { serviceFixes } from "./service.ts";

export const FIXES: Readonly<Record<string, QuestionFix>> = {
  ...gettingThereFixes,
  ...insideFixes,
  ...communicationFixes,
  ...digitalFixes,
  ...serviceFixes,
  ...employmentFixes,
};

/** A question's fix; every question has one (a test holds the two lists to each other). */
export function fixOf(questionId: string): QuestionFix {
  const found = FIXES[questionId];
  if (!found) throw new Error(`No fix for self-assessment question '${questionId}'`);
  return found;
}
