// The self-assessment journey as data: which steps a draft has, what each step must have answered,
// and where each button leads. The browser runs it for the journey with JavaScript, the server runs
// it for plain form posts, so both behave alike (it works without JavaScript).
import { AREAS, areaById } from "./areas/index.ts";
import {
  type Answer,
  AREA_IDS,
  type AreaId,
  answersOf,
  BUSINESS_SIZES,
  BUSINESS_TYPES,
  type BusinessSize,
  type BusinessType,
  PREMISES_AREAS,
} from "./model.ts";
import { newlyAsked, questionsAsked } from "./questions-asked.ts";

export interface Draft {
  businessType?: BusinessType;
  businessSize?: BusinessSize;
  focus: AreaId[];
  responses: Record<string, Answer>;
  /** The results this draft updates ("Update my answers"). */
  previousToken?: string;
}

export type StepId = "about" | AreaId | "check";

export const EMPTY_DRAFT: Draft = { focus: [], responses: {} };

/** Field names in the step forms; each answer's field is its question id. */
export const FIELD = {
  businessType: "businessType",
  businessSize: "businessSize",
  focus: "focus",
  previousToken: "previousToken",
  step: "step",
  action: "action",
  /** The follow-up questions a step's page showed, so a post can tell them from new ones. */
  shown: "shown",
} as const;

/** The chosen areas that apply, in the journey's order: an online-only business has no premises. */
export function chosenAreas(draft: Pick<Draft, "businessType" | "focus">): AreaId[] {
  return AREA_IDS.filter(
    (id) =>
      draft.focus.includes(id) && !(draft.businessType === "online" && PREMISES_AREAS.includes(id)),
  );
}

export const stepsOf = (draft: Draft): StepId[] => ["about", ...chosenAreas(draft), "check"];

/**
 * How many steps to say the journey has ("Step 1 of 8"). Before any area is chosen, every area
 * that could apply counts, so the first page never promises fewer steps than the next one shows.
 */
export function stepCount(draft: Pick<Draft, "businessType" | "focus">): number {
  const chosen = chosenAreas(draft).length;
  if (chosen > 0) return chosen + 2;
  const possible = chosenAreas({ ...draft, focus: [...AREA_IDS] }).length;
  return possible + 2;
}

export const stepTitle = (step: StepId) =>
  step === "about"
    ? "About your business"
    : step === "check"
      ? "Check your answers"
      : areaById(step).title;

/**
 * The browser tab's title for a step, the same with and without JavaScript: the step
 * and its place in the journey, with "Error:" first when the step has errors to put right.
 */
export function journeyTitle({
  step,
  draft,
  errors,
}: Pick<JourneyState, "step" | "draft" | "errors">) {
  const position = `Step ${stepsOf(draft).indexOf(step) + 1} of ${stepCount(draft)}: ${stepTitle(step)}`;
  return `${errors.length > 0 ? "Error: " : ""}${position} | Self-assessment | Real Access`;
}

/** One problem with a step, tied to the input it is about (the error summary links to it). */
export interface StepError {
  field: string;
  message: string;
}

export const ABOUT_ERRORS = {
  businessType: "Choose your type of business",
  businessSize: "Choose how many people work in your business",
  focus: "Choose at least one area to assess",
  focusOnline: "Choose at least one area that applies online: the premises areas are left out",
} as const;

export const unansweredMessage = (question: string) => `Answer the question: ${question}`;

export function stepErrors(step: StepId, draft: Draft): StepError[] {
  if (step === "check") return [];
  if (step === "about") {
    const errors: StepError[] = [];
    if (!draft.businessType) {
      errors.push({ field: FIELD.businessType, message: ABOUT_ERRORS.businessType });
    }
    if (!draft.businessSize) {
      errors.push({ field: FIELD.businessSize, message: ABOUT_ERRORS.businessSize });
    }
    if (chosenAreas(draft).length === 0) {
      const onlyPremises = draft.focus.length > 0;
      errors.push({
        field: FIELD.focus,
        message: onlyPremises ? ABOUT_ERRORS.focusOnline : ABOUT_ERRORS.focus,
      });
    }
    return errors;
  }
  return questionsAsked(step, draft)
    .filter((question) => question.primary && !draft.responses[question.id])
    .map((question) => ({ field: question.id, message: unansweredMessage(question.text) }));
}

/** The first step, in order, with something still to answer; null when the draft is complete. */
export function firstIncompleteStep(draft: Draft): StepId | null {
  return stepsOf(draft).find((step) => stepErrors(step, draft).length > 0) ?? null;
}

/**
 * What a step's button asks for: Continue, Back, a Change link on "Check your answers" (which
 * returns there afterwards), or See my results.
 */
export type Action =
  | { kind: "continue" }
  | { kind: "back" }
  | { kind: "change"; step: StepId }
  | { kind: "submit" };

export const actionValue = (action: Action) =>
  action.kind === "change" ? `change:${action.step}` : action.kind;

export function parseAction(value: string | undefined): Action {
  if (value === "back" || value === "submit") return { kind: value };
  const changed = value?.startsWith("change:") ? value.slice("change:".length) : null;
  if (changed && isStepId(changed)) return { kind: "change", step: changed };
  return { kind: "continue" };
}

const isStepId = (value: string): value is StepId =>
  value === "about" || value === "check" || (AREA_IDS as readonly string[]).includes(value);

export type Transition =
  | {
      to: "step";
      step: StepId;
      errors: StepError[];
      returnToCheck: boolean;
      /** Questions an answer on this step has just brought in: the step stays to ask them. */
      followUps?: string[];
    }
  | { to: "submit"; draft: Submission };

/** A complete draft: what the API takes. */
export type Submission = Omit<Draft, "businessType" | "businessSize"> &
  Required<Pick<Draft, "businessType" | "businessSize">>;

/**
 * Where the journey goes from `step` when its form is sent with `action`. A step with errors stays
 * put and lists them, and so does a step whose answers brought in a question it did not show (the
 * page without JavaScript cannot show it until posted); after a change from "Check your answers",
 * Continue returns there (by way of any step the change left unanswered, such as a newly chosen
 * area).
 */
export function advance(
  step: StepId,
  action: Action,
  draft: Draft,
  returnToCheck = false,
  shown: ReadonlySet<string> = new Set(),
): Transition {
  const steps = stepsOf(draft);
  const stay = (errors: StepError[]): Transition => ({ to: "step", step, errors, returnToCheck });
  const go = (next: StepId, keepReturn = returnToCheck): Transition => ({
    to: "step",
    step: next,
    errors: [],
    returnToCheck: keepReturn,
  });

  if (action.kind === "back") {
    const index = steps.indexOf(step);
    return go(steps[Math.max(0, index - 1)] ?? "about", false);
  }
  if (action.kind === "change") return go(action.step, true);
  if (step !== "about" && step !== "check") {
    const followUps = newlyAsked(step, draft, shown).map((question) => question.id);
    if (followUps.length > 0) {
      // Not yet an error to have left them: they were not on the page.
      const errors = stepErrors(step, draft).filter((error) => !followUps.includes(error.field));
      return { to: "step", step, errors, returnToCheck, followUps };
    }
  }
  if (action.kind === "submit" || step === "check") {
    const incomplete = firstIncompleteStep(draft);
    if (incomplete) {
      return { to: "step", step: incomplete, errors: stepErrors(incomplete, draft), returnToCheck };
    }
    const { businessType, businessSize, ...rest } = pruneDraft(draft);
    // The about step's checks have passed, so both are there.
    if (!businessType || !businessSize) throw new Error("a complete draft names the business");
    return { to: "submit", draft: { ...rest, businessType, businessSize } };
  }
  const errors = stepErrors(step, draft);
  if (errors.length > 0) return stay(errors);
  if (returnToCheck) return go(firstIncompleteStep(draft) ?? "check");
  const next = steps[steps.indexOf(step) + 1] ?? "check";
  return go(next);
}

/**
 * Only the answers to questions this business is asked: answers to areas since unticked, and to
 * follow-ups whose first answer has changed ("kept clear?" after "No toilet"), are dropped.
 */
export function pruneDraft(draft: Draft): Draft {
  const asked = new Set(
    chosenAreas(draft).flatMap((id) => questionsAsked(id, draft).map((question) => question.id)),
  );
  const responses = Object.fromEntries(
    Object.entries(draft.responses).filter(([questionId]) => asked.has(questionId)),
  );
  return { ...draft, focus: chosenAreas(draft), responses };
}

/** Each question's answers, by its id: a finding offers fewer. */
const ANSWER_IDS = new Map<string, ReadonlySet<string>>(
  AREAS.flatMap((area) =>
    area.questions.map((question) => [question.id, new Set<string>(answersOf(question))]),
  ),
);
const TYPE_IDS = new Set<string>(BUSINESS_TYPES.map((type) => type.id));
const SIZE_IDS = new Set<string>(BUSINESS_SIZES.map((size) => size.id));

type FormFields = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * A draft from a step's form fields (a post, or the browser's FormData). Anything unknown is
 * dropped: validation of what is left is the steps' job, and the API's on submit.
 */
export function draftFromForm(fields: FormFields): Draft {
  const businessType = first(fields[FIELD.businessType]);
  const businessSize = first(fields[FIELD.businessSize]);
  const focus = all(fields[FIELD.focus]);
  const previousToken = first(fields[FIELD.previousToken]);
  const responses: Record<string, Answer> = {};
  for (const [name, value] of Object.entries(fields)) {
    const answer = first(value);
    if (answer && ANSWER_IDS.get(name)?.has(answer)) responses[name] = answer as Answer;
  }
  return {
    ...(businessType && TYPE_IDS.has(businessType)
      ? { businessType: businessType as BusinessType }
      : {}),
    ...(businessSize && SIZE_IDS.has(businessSize)
      ? { businessSize: businessSize as BusinessSize }
      : {}),
    focus: AREA_IDS.filter((id) => focus.includes(id)),
    responses,
    ...(previousToken ? { previousToken } : {}),
  };
}

/** The step named by a form, or the first one. */
export const stepFromForm = (fields: FormFields): StepId => {
  const step = first(fields[FIELD.step]);
  return step && isStepId(step) ? step : "about";
};

/** Where a visitor is in the journey: what the step page renders. */
export interface JourneyState {
  step: StepId;
  draft: Draft;
  errors: StepError[];
  returnToCheck: boolean;
  /** Questions the last post brought in, asked before the journey moves on. */
  followUps?: string[];
}

/** The hidden field that carries `returnToCheck` between plain form posts. */
export const RETURN_TO_CHECK_FIELD = "returnToCheck";

/** Everything a step's form says: where it was sent from, which button, and the whole draft. */
export function readStepForm(fields: FormFields) {
  return {
    step: stepFromForm(fields),
    action: parseAction(first(fields[FIELD.action])),
    draft: draftFromForm(fields),
    returnToCheck: first(fields[RETURN_TO_CHECK_FIELD]) === "true",
    shown: new Set(all(fields[FIELD.shown])),
  };
}
