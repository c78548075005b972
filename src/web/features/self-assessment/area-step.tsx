// One area's questions: the primary ones first, then the optional ones a business may skip.
import type { JourneyState } from "../../../shared/assessment/journey.ts";
import type { Area } from "../../../shared/assessment/model.ts";
import { AnswerFieldset } from "./answer-fieldset.tsx";

export function AreaStep({ area, state }: { area: Area; state: JourneyState }) {
  const fieldsets = (primary: boolean) =>
    area.questions
      .filter((question) => question.primary === primary)
      .map((question) => (
        <AnswerFieldset
          key={question.id}
          question={question}
          answer={state.draft.responses[question.id]}
          error={state.errors.find((error) => error.field === question.id)?.message}
        />
      ));
  const optional = fieldsets(false);
  return (
    <>
      <p className="text-lg">{area.intro}</p>
      <div className="flex flex-col gap-8">{fieldsets(true)}</div>
      {optional.length > 0 && (
        <section aria-labelledby="optional-questions" className="flex flex-col gap-8">
          <div>
            <h2 id="optional-questions" className="font-bold text-2xl">
              Going further
            </h2>
            <p className="mt-1 text-muted">
              These questions are optional. Answer the ones you can; any you skip are left out of
              your score.
            </p>
          </div>
          {optional}
        </section>
      )}
    </>
  );
}
