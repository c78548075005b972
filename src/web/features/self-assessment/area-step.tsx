// One area's questions that this business is asked: the primary ones first, then the optional
// ones a business may skip. A follow-up ("Is it kept clear?") appears once its answer is given;
// without JavaScript, after the post that gave it, with a note that says so.
import type { JourneyState } from "../../../shared/assessment/journey.ts";
import type { Area } from "../../../shared/assessment/model.ts";
import { questionsAsked } from "../../../shared/assessment/questions-asked.ts";
import { AnswerFieldset } from "./answer-fieldset.tsx";

function FollowUpNote({ area, ids }: { area: Area; ids: string[] }) {
  const questions = area.questions.filter((question) => ids.includes(question.id));
  if (questions.length === 0) return null;
  return (
    <div role="status" className="rounded-xl border-2 border-line bg-surface p-4">
      <p className="font-semibold">
        Your answers bring in {questions.length === 1 ? "one more question" : "more questions"}:
      </p>
      <ul className="mt-1 list-disc pl-6">
        {questions.map((question) => (
          <li key={question.id}>
            <a href={`#${question.id}`} className="underline underline-offset-4">
              {question.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AreaStep({ area, state }: { area: Area; state: JourneyState }) {
  const asked = questionsAsked(area.id, state.draft);
  const fieldsets = (primary: boolean) =>
    asked
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
      {state.followUps && <FollowUpNote area={area} ids={state.followUps} />}
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
