// Results kept from before a question was split in two, read as today's questions would have
// heard them. "If you have a car park, are there Blue Badge spaces…?" became a finding, "Do you
// have a car park for visitors?", and the Blue Badge question after its Yes; the toilets question
// the same. An old answer says what it can about the new finding and no more:
// - Yes or Partly: there are Blue Badge spaces (or an accessible toilet), so there is a car park
//   (or toilets).
// - Doesn't apply: there is none; the old answer goes, as its question is no longer asked.
// - No or Not sure: it cannot tell "none" from "none marked", so the finding stays unanswered,
//   the follow-up is not asked, and the plan says nothing about it until the owner says (Update
//   my answers asks the finding first).
import type { Answer } from "./model.ts";

/** Each finding added before a question that used to be asked of everyone. */
const SPLITS: readonly { finding: string; followUp: string }[] = [
  { finding: "getting-there.car-park", followUp: "getting-there.blue-badge-parking" },
  { finding: "inside.visitor-toilets", followUp: "inside.accessible-toilet" },
];

export function answersAsToday(responses: Record<string, Answer>): Record<string, Answer> {
  const today = { ...responses };
  for (const { finding, followUp } of SPLITS) {
    const old = today[followUp];
    if (!old || today[finding]) continue;
    if (old === "yes" || old === "partly") today[finding] = "yes";
    else if (old === "not-applicable") {
      today[finding] = "no";
      delete today[followUp];
    }
  }
  return today;
}
