// "Check your answers": every answer so far, with a Change button per step. The buttons submit the
// form (carrying the draft) and name the step to go back to, so they work without JavaScript.

import { areaById } from "../../../shared/assessment/areas/index.ts";
import {
  actionValue,
  chosenAreas,
  FIELD,
  type JourneyState,
} from "../../../shared/assessment/journey.ts";
import { ANSWERS, BUSINESS_SIZES, BUSINESS_TYPES } from "../../../shared/assessment/model.ts";
import { questionsAsked } from "../../../shared/assessment/questions-asked.ts";
import { linkButton } from "../../components/ui/button-styles.ts";

const labelOf = (list: readonly { id: string; label: string }[], id: string | undefined) =>
  list.find((item) => item.id === id)?.label ?? "Not answered";

function ChangeButton({ step, what }: { step: string; what: string }) {
  return (
    <button
      type="submit"
      name={FIELD.action}
      value={actionValue({ kind: "change", step: step as never })}
      className={linkButton}
    >
      Change<span className="sr-only"> {what}</span>
    </button>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-1 border-line border-b py-3 sm:grid-cols-[2fr_1fr]">
      <dt className="font-semibold">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function CheckAnswers({ state }: { state: JourneyState }) {
  const { draft } = state;
  const areas = chosenAreas(draft).map(areaById);
  return (
    <>
      <section aria-labelledby="check-about" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="check-about" className="min-w-0 font-bold text-2xl">
            About your business
          </h2>
          <ChangeButton step="about" what="your business details and areas" />
        </div>
        <dl>
          <SummaryRow term="Type of business" value={labelOf(BUSINESS_TYPES, draft.businessType)} />
          <SummaryRow
            term="People working there"
            value={labelOf(BUSINESS_SIZES, draft.businessSize)}
          />
          <SummaryRow term="Areas to assess" value={areas.map((area) => area.title).join(", ")} />
        </dl>
      </section>
      {areas.map((area) => (
        <section key={area.id} aria-labelledby={`check-${area.id}`} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`check-${area.id}`} className="min-w-0 font-bold text-2xl">
              {area.title}
            </h2>
            <ChangeButton step={area.id} what={`your answers about ${area.title.toLowerCase()}`} />
          </div>
          <dl>
            {questionsAsked(area.id, draft).map((question) => (
              <SummaryRow
                key={question.id}
                term={question.text}
                value={
                  draft.responses[question.id]
                    ? labelOf(ANSWERS, draft.responses[question.id])
                    : "Skipped (optional)"
                }
              />
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
