// One question as GOV.UK asks it: a fieldset whose legend is the question, a hint, any words
// explained in a disclosure, an error in words, and native radios, so the form works before (and
// without) JavaScript.
import {
  ANSWERS,
  type Answer,
  answersOf,
  type Question,
} from "../../../shared/assessment/model.ts";
import { FieldError } from "./field-error.tsx";

export function AnswerFieldset({
  question,
  answer,
  error,
}: {
  question: Question;
  answer: Answer | undefined;
  error: string | undefined;
}) {
  const hintId = `${question.id}-hint`;
  const errorId = `${question.id}-error`;
  return (
    <fieldset
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      className={`flex flex-col gap-2 ${error ? "border-danger border-l-4 pl-4" : ""}`}
    >
      <legend className="font-bold text-lg leading-snug">{question.text}</legend>
      <p id={hintId} className="text-muted">
        {question.hint}
      </p>
      {question.definitions?.map((definition) => (
        <details key={definition.term} className="rounded-md border-2 border-line px-3 py-2">
          <summary className="cursor-pointer font-semibold">
            What does “{definition.term}” mean?
          </summary>
          <p className="mt-2">{definition.meaning}</p>
        </details>
      ))}
      {error && <FieldError id={errorId} message={error} />}
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {ANSWERS.filter((option) => answersOf(question).includes(option.id)).map(
          (option, index) => (
            <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                // The error summary links to the first answer of each question.
                id={index === 0 ? question.id : undefined}
                name={question.id}
                value={option.id}
                defaultChecked={answer === option.id}
                className="size-6 shrink-0 accent-accent"
              />
              {option.label}
            </label>
          ),
        )}
      </div>
    </fieldset>
  );
}
