// What a business's self-assessment answers already say about its premises, as a guide's facts
// (decision 036). Only a plain Yes or No that states a fact fills a field; "Partly", "Not sure" and
// "Doesn't apply" leave it blank, and a No fills one only where it cannot mean something else
// (a No to "do all your staff know assistance dogs are welcome?" does not mean dogs are not).
// Nothing is worded here: the guide's page says each fact in the field's own words.
import { type GuideFieldPath, setAt } from "../../../shared/access-guides/fields.ts";
import type { Answer } from "../../../shared/assessment/model.ts";
import type { GuideDetails } from "../../../shared/contracts/access-guides.ts";

type Fill = { path: GuideFieldPath; from: readonly ("yes" | "no")[] };

/** Each question that answers a yes-or-no fact, and which of its answers do. */
const FROM_ANSWERS: Record<string, Fill> = {
  "getting-there.step-free-entrance": { path: "entrance.stepFree", from: ["yes", "no"] },
  "getting-there.car-park": { path: "parking.carPark", from: ["yes", "no"] },
  "inside.step-free-inside": { path: "inside.stepFreeThroughout", from: ["yes", "no"] },
  "inside.accessible-toilet": { path: "toilet.accessible", from: ["yes", "no"] },
  "inside.changing-places": { path: "toilet.changingPlaces", from: ["yes", "no"] },
  "inside.low-counter": { path: "service.lowCounter", from: ["yes", "no"] },
  "inside.lighting": { path: "inside.evenLighting", from: ["yes", "no"] },
  "inside.quiet-space": { path: "quieterTimes.quietSpace", from: ["yes", "no"] },
  "communication.hearing-loop": { path: "hearingLoop", from: ["yes", "no"] },
  "communication.contact-in-writing": { path: "communication.writtenContact", from: ["yes", "no"] },
  "communication.relay-uk": { path: "communication.relayUk", from: ["yes", "no"] },
  "communication.large-print": { path: "communication.largePrint", from: ["yes", "no"] },
  "communication.easy-read": { path: "communication.easyRead", from: ["yes", "no"] },
  "communication.background-noise": {
    path: "communication.lowBackgroundNoise",
    from: ["yes", "no"],
  },
  "service.assistance-dogs": { path: "assistanceDogsWelcome", from: ["yes"] },
  "service.seated-queue": { path: "seating.waitingSeats", from: ["yes", "no"] },
  "service.quieter-time": { path: "quieterTimes.offered", from: ["yes", "no"] },
  "service.awareness-training": { path: "service.staffTrained", from: ["yes", "no"] },
};

export const PREFILLED_QUESTIONS = Object.keys(FROM_ANSWERS);

export function detailsFromAnswers(responses: Record<string, Answer>): GuideDetails {
  const details: Record<string, unknown> = {};
  for (const [question, { path, from }] of Object.entries(FROM_ANSWERS)) {
    const answer = responses[question];
    if (answer !== "yes" && answer !== "no") continue;
    if (!from.includes(answer)) continue;
    setAt(details, path, answer === "yes");
  }
  return details as GuideDetails;
}

/** The answers' facts under what the business wrote: its own word wins, section by section. */
export function mergeDetails(under: GuideDetails, over: GuideDetails): GuideDetails {
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] =
      value && typeof value === "object" && below && typeof below === "object"
        ? { ...below, ...value }
        : value;
  }
  return merged as GuideDetails;
}
