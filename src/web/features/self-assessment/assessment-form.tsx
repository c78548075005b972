// The self-assessment journey. The server renders each step as a plain form that posts to
// /self-assessment; with JavaScript the same form is handled here, step by step without reloads,
// by the same rules (shared/assessment/journey.ts), and the results are saved through the API.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { apiErrorOf } from "../../../shared/api-error.ts";
import { areaById } from "../../../shared/assessment/areas/index.ts";
import {
  actionValue,
  advance,
  type JourneyState,
  journeyTitle,
  readStepForm,
  type StepId,
  stepCount,
  stepsOf,
  stepTitle,
} from "../../../shared/assessment/journey.ts";
import type { AssessmentInput } from "../../../shared/contracts/assessments.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { PageHeading } from "../../components/layout/route-focus.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { apiCall } from "../../lib/api-client.ts";
import { assessmentQuery } from "../../lib/queries/self-assessment.ts";
import { AboutStep } from "./about-step.tsx";
import { AreaStep } from "./area-step.tsx";
import { CheckAnswers } from "./check-answers.tsx";
import { HiddenDraft } from "./hidden-draft.tsx";
import { forgetJourney, loadJourney, saveJourney } from "./journey-storage.ts";
import { ResumeChoice } from "./resume-choice.tsx";
import { StepErrorSummary } from "./step-error-summary.tsx";

export const JOURNEY_PATH = PAGE_PATHS.selfAssessment;

const SUBMIT_FAILED = "We could not save your results. Please try again.";

/** The form's fields as the server would read them from a post. */
function formFields(form: HTMLFormElement, submitter: HTMLElement | null) {
  const data = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
  const fields: Record<string, string[]> = {};
  for (const [name, value] of data) {
    if (typeof value === "string") fields[name] = [...(fields[name] ?? []), value];
  }
  return fields;
}

/**
 * "Update my answers" keeps the results at their address; results deleted meanwhile are made
 * again at a new one, so the answers are never lost.
 */
async function saveResults(input: AssessmentInput) {
  const { previousToken, ...answers } = input;
  if (previousToken) {
    try {
      return await apiCall("PUT /api/assessments/:token", {
        params: { token: previousToken },
        body: answers,
      });
    } catch (error) {
      if (apiErrorOf(error)?.status !== 404) throw error;
    }
  }
  return apiCall("POST /api/assessments", { body: answers });
}

/** The step a history entry of the journey stands for (Back goes to the last step). */
const HISTORY_KEY = "selfAssessmentStep";
const stepOfEntry = (entry: unknown): StepId | undefined =>
  (entry as Record<string, StepId> | null)?.[HISTORY_KEY];
const recordStep = (step: StepId, how: "push" | "replace") => {
  const entry = { ...(window.history.state as object | null), [HISTORY_KEY]: step };
  if (how === "push") window.history.pushState(entry, "");
  else window.history.replaceState(entry, "");
};

export function AssessmentForm({
  initial,
  restoreSaved,
}: {
  initial: JourneyState;
  /** True when the page starts fresh, so answers this browser kept may be offered back. */
  restoreSaved: boolean;
}) {
  const [state, setState] = useState(initial);
  // Answers this browser kept from before: offered back, never shown without asking.
  const [saved, setSaved] = useState<JourneyState | null>(null);
  const [, navigate] = useLocation();
  const moved = useRef(false);
  const errorSummary = useRef<HTMLDivElement>(null);
  const steps = stepsOf(state.draft);
  const position = steps.indexOf(state.step) + 1;
  const title = stepTitle(state.step);

  useEffect(() => {
    if (!restoreSaved) return;
    const kept = loadJourney();
    if (kept && (kept.step !== "about" || Object.keys(kept.draft.responses).length > 0)) {
      setSaved(kept);
    }
  }, [restoreSaved]);

  // The title names the step from the start: a journey begun from earlier results opens at
  // "Check your answers", not at the first step the route's own title names.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first state only
  useEffect(() => {
    document.title = journeyTitle(initial);
  }, []);

  // Each step is a history entry: Back and Forward move between steps, keeping the answers.
  useEffect(() => {
    recordStep(initial.step, "replace");
    const onPopState = (event: PopStateEvent) => {
      const step = stepOfEntry(event.state);
      if (!step) return;
      moved.current = true;
      setState((current) => ({
        ...current,
        step: stepsOf(current.draft).includes(step) ? step : "about",
        errors: [],
        followUps: undefined,
      }));
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [initial.step]);

  useEffect(() => {
    if (saved) return;
    saveJourney(state);
    // After a step changes in the browser, focus goes where a new page's would.
    if (!moved.current) return;
    moved.current = false;
    document.title = journeyTitle(state);
    const followUp = state.followUps?.[0] && document.getElementById(state.followUps[0]);
    if (state.errors.length === 0 && followUp) {
      followUp.focus();
      return;
    }
    if (state.errors.length > 0) errorSummary.current?.focus();
    else document.getElementById("journey-heading")?.focus();
    window.scrollTo({ top: 0 });
  }, [state, saved]);

  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: saveResults,
    onSuccess: ({ token }) => {
      forgetJourney();
      // Updated results keep their address: what this browser read there before is out of date.
      queryClient.removeQueries({ queryKey: assessmentQuery(token).queryKey });
      navigate(pagePath(PAGE_PATHS.selfAssessmentResults, { token }));
    },
    onError: (error) => {
      moved.current = true;
      setState((current) => ({
        ...current,
        errors: [{ field: "submit", message: apiErrorOf(error)?.serverMessage ?? SUBMIT_FAILED }],
      }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const { step, action, draft, returnToCheck, shown } = readStepForm(
      formFields(event.currentTarget, submitter),
    );
    const next = advance(step, action, draft, returnToCheck, shown);
    moved.current = true;
    if (next.to === "submit") {
      submit.mutate(next.draft);
      return;
    }
    if (next.step !== step) recordStep(next.step, "push");
    setState({ ...next, draft });
  };

  // Answers are kept as they are given, not only on Continue, and a follow-up question appears
  // as soon as the answer that brings it in is chosen.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { draft } = readStepForm(formFields(event.currentTarget, null));
    setState((current) => ({ ...current, draft }));
  };

  if (saved) {
    return (
      <ResumeChoice
        onContinue={() => {
          moved.current = true;
          recordStep(saved.step, "replace");
          setState(saved);
          setSaved(null);
        }}
        onStartAgain={() => {
          forgetJourney();
          moved.current = true;
          recordStep(initial.step, "replace");
          setState({ ...initial, errors: [] });
          setSaved(null);
        }}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <p className="font-semibold text-muted">
          Self-assessment · Step {position} of {stepCount(state.draft)}
        </p>
        <PageHeading id="journey-heading">{title}</PageHeading>
      </div>
      <StepErrorSummary ref={errorSummary} errors={state.errors} />
      <form
        // A new form per step, so each step's inputs start from the draft.
        key={`${state.step}:${position}`}
        method="post"
        action={JOURNEY_PATH}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        className="flex flex-col gap-8"
      >
        <HiddenDraft state={state} />
        {state.step === "about" && <AboutStep state={state} />}
        {state.step === "check" && <CheckAnswers state={state} />}
        {state.step !== "about" && state.step !== "check" && (
          <AreaStep area={areaById(state.step)} state={state} />
        )}
        <div className="flex flex-wrap gap-4">
          {/* First in the form, so Enter in a field means Continue. */}
          {state.step === "check" ? (
            <button
              id="submit"
              type="submit"
              name="action"
              value={actionValue({ kind: "submit" })}
              className={primaryButton}
              disabled={submit.isPending}
            >
              {submit.isPending ? "Saving your results…" : "See my results"}
            </button>
          ) : (
            <button
              type="submit"
              name="action"
              value={actionValue({ kind: "continue" })}
              className={primaryButton}
            >
              Continue
            </button>
          )}
          {state.step !== "about" && (
            <button
              type="submit"
              name="action"
              value={actionValue({ kind: "back" })}
              className={secondaryButton}
            >
              Back
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
