// The parts of the draft a step does not show, as hidden fields: a plain form post then carries
// the whole journey so far, and the server needs to keep nothing between steps.

import { AREAS } from "../../../shared/assessment/areas/index.ts";
import {
  FIELD,
  type JourneyState,
  RETURN_TO_CHECK_FIELD,
} from "../../../shared/assessment/journey.ts";

export function HiddenDraft({ state }: { state: JourneyState }) {
  const { step, draft, returnToCheck } = state;
  const shownHere = new Set(
    AREAS.find((area) => area.id === step)?.questions.map((question) => question.id) ?? [],
  );
  const hidden = (name: string, value: string) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  );
  return (
    <>
      {hidden(FIELD.step, step)}
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
