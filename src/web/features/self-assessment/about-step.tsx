// Step 1, "About your business": the type, the size and the areas to assess.

import { AREAS } from "../../../shared/assessment/areas/index.ts";
import type { JourneyState } from "../../../shared/assessment/journey.ts";
import { FIELD } from "../../../shared/assessment/journey.ts";
import { BUSINESS_SIZES, BUSINESS_TYPES } from "../../../shared/assessment/model.ts";
import { FieldError } from "./field-error.tsx";

const errorOf = (state: JourneyState, field: string) =>
  state.errors.find((error) => error.field === field)?.message;

function ChoiceFieldset({
  name,
  legend,
  hint,
  type,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  hint?: string;
  type: "radio" | "checkbox";
  options: readonly { id: string; label: string; hint?: string }[];
  checked: (id: string) => boolean;
  error: string | undefined;
}) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      className={`flex flex-col gap-2 ${error ? "border-danger border-l-4 pl-4" : ""}`}
    >
      <legend className="font-bold text-xl">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
      <div className="flex flex-col gap-1">
        {options.map((option, index) => (
          <label key={option.id} className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
            <input
              type={type}
              id={index === 0 ? name : undefined}
              name={name}
              value={option.id}
              defaultChecked={checked(option.id)}
              className="mt-0.5 size-6 shrink-0 accent-accent"
            />
            {/* min-w-0: a word longer than the line ("Accommodation" with text at 200 %)
                wraps rather than widen the page. */}
            <span className="min-w-0">
              {option.label}
              {option.hint && <span className="block text-muted text-sm">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AboutStep({ state }: { state: JourneyState }) {
  const { draft } = state;
  return (
    <>
      <ChoiceFieldset
        name={FIELD.businessType}
        legend="What kind of business or organisation is it?"
        type="radio"
        options={BUSINESS_TYPES}
        checked={(id) => draft.businessType === id}
        error={errorOf(state, FIELD.businessType)}
      />
      <ChoiceFieldset
        name={FIELD.businessSize}
        legend="How many people work there?"
        hint="Count everyone, full-time or part-time, paid or volunteer."
        type="radio"
        options={BUSINESS_SIZES}
        checked={(id) => draft.businessSize === id}
        error={errorOf(state, FIELD.businessSize)}
      />
      <ChoiceFieldset
        name={FIELD.focus}
        legend="Which areas do you want to assess?"
        hint="Choose at least one. Each area takes about three minutes. If you are online only, the two premises areas are left out."
        type="checkbox"
        options={AREAS.map((area) => ({ id: area.id, label: area.title, hint: area.intro }))}
        checked={(id) => draft.focus.includes(id as (typeof draft.focus)[number])}
        error={errorOf(state, FIELD.focus)}
      />
    </>
  );
}
