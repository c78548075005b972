// The parts of the draft a step does not show, as hidden fields: a plain form post then carries
// the whole journey so far, and the server needs to keep nothing between steps.

import { AREAS } from "../../../shared/assessment/areas/index.ts";
import {
  FIELD,
  type JourneyState,
  RETURN_TO_CHECK_FIELD,
} from "../../../shared/assessment/journey.ts";
import { questionsAsked } from "../../../shared/assessment/questions-asked.ts";

export function HiddenDraft({ state }: { state: JourneyState }) {
  const { step, draft, returnToCheck } = state;
  // Every question of this step's area, asked or not: a follow-up no longer asked is dropped.
  const area = AREAS.find((candidate) => candidate.id === step);
  const shownHere = new Set(area?.questions.map((question) => question.id) ?? []);
  const followUpsShown = area
    ? questionsAsked(area.id, draft).filter((question) => question.askedWhen?.after)
    : [];
  const hidden = (name: string, value: string) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  );
  return (
    <>
      {hidden(FIELD.step, step)}
      {followUpsShown.map((question) => hidden(FIELD.shown, question.id))}
      {returnToCheck && hidden(RETURN_TO_CHECK_FIELD, "true")}
      {draft.previousToken && hidden(FIELD.previousToken, draft.previousToken)}
      {step !== "about" && (
        <>
          {draft.businessType && hidden(FIELD.businessType, draft.businessType)}
          {draft.businessSize && hidden(FIELD.businessSize, draft.businessSize)}
          {draft.focus.map((area) => hidden(FIELD.focus, area))}
        </>
      )}
      {Object.entries(draft.responses)
        .filter(([questionId]) => !shownHere.has(questionId))
        .map(([questionId, answer]) => hidden(questionId, answer))}
    </>
  );
}
