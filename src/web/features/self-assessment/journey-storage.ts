// Answers in progress are kept in this browser only, so a reload or a closed tab loses nothing;
// they are removed once the results are saved. Nothing here is sent anywhere.
import { EMPTY_DRAFT, type JourneyState, stepsOf } from "../../../shared/assessment/journey.ts";

const STORAGE_KEY = "real-access:self-assessment";

export function loadJourney(): JourneyState | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as JourneyState | null;
    if (!saved?.draft || !Array.isArray(saved.draft.focus)) return null;
    const draft = { ...EMPTY_DRAFT, ...saved.draft };
    // A step the saved draft no longer has (the question bank changed) starts again at step 1.
    const step = stepsOf(draft).includes(saved.step) ? saved.step : "about";
    return { step, draft, errors: [], returnToCheck: Boolean(saved.returnToCheck) };
  } catch {
    return null;
  }
}

export function saveJourney(state: JourneyState) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, errors: [] }));
  } catch {
    // Storage full or blocked: the journey still works, it just won't survive a reload.
  }
}

export function forgetJourney() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
