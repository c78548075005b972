// The four yes-or-no accessibility attributes a Google Business Profile asks for (decision 036),
// worked out from the guide's facts so the business can copy them across. An answer the facts do
// not settle is "Not sure yet", never a guess: a wrong Yes sends someone to a door they cannot use.
import type { GuideDetails } from "../contracts/access-guides.ts";

export type AttributeAnswer = "Yes" | "No" | "Not sure yet";

/** The narrowest door most wheelchair users get through (Approved Document M, existing buildings). */
export const WHEELCHAIR_DOOR_MM = 775;

function entrance({ entrance = {} }: GuideDetails): AttributeAnswer {
  if (entrance.doorClearWidthMm !== undefined && entrance.doorClearWidthMm < WHEELCHAIR_DOOR_MM) {
    return "No";
  }
  if (entrance.stepFree === true || entrance.ramp === true) return "Yes";
  if (entrance.stepFree === false && entrance.ramp === false) return "No";
  return "Not sure yet";
}

function carPark({ parking = {} }: GuideDetails): AttributeAnswer {
  if (parking.blueBadgeBays !== undefined) return parking.blueBadgeBays > 0 ? "Yes" : "No";
  return parking.carPark === false ? "No" : "Not sure yet";
}

function toilet({ toilet = {} }: GuideDetails): AttributeAnswer {
  if (toilet.accessible === undefined) return "Not sure yet";
  return toilet.accessible ? "Yes" : "No";
}

function seating({ seating = {} }: GuideDetails): AttributeAnswer {
  if (seating.movableChairs === true) return "Yes";
  if (seating.movableChairs === false) return "No";
  return "Not sure yet";
}

export function googleAttributes(details: GuideDetails) {
  return [
    { name: "Wheelchair-accessible entrance", answer: entrance(details) },
    { name: "Wheelchair-accessible car park", answer: carPark(details) },
    { name: "Wheelchair-accessible toilet", answer: toilet(details) },
    { name: "Wheelchair-accessible seating", answer: seating(details) },
  ];
}
