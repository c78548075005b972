// The five yes-or-no accessibility attributes a Google Business Profile lists (decision 036),
// worked out from the guide's facts so the business can copy them across, each with the rule that
// gave it in plain words. An answer the facts do not settle is "Not sure yet", never a guess: a
// wrong Yes sends someone to a door they cannot use.
import type { GuideDetails } from "../contracts/access-guides.ts";

export type AttributeAnswer = "Yes" | "No" | "Not sure yet";
interface Answered {
  answer: AttributeAnswer;
  /** Why, in plain words, for the business to check. */
  rule: string;
}

/** The narrowest door most wheelchair users get through (Approved Document M, existing buildings). */
export const WHEELCHAIR_DOOR_MM = 775;
/** The smallest lift car that takes a wheelchair user (BS EN 81-70, type 1): width × depth. */
export const WHEELCHAIR_LIFT_MM = { width: 1000, depth: 1250 } as const;

function entrance({ entrance = {} }: GuideDetails): Answered {
  const door = entrance.doorClearWidthMm;
  if (door !== undefined && door < WHEELCHAIR_DOOR_MM) {
    return {
      answer: "No",
      rule: `The door's clear width is ${door} mm, under the ${WHEELCHAIR_DOOR_MM} mm most wheelchair users need.`,
    };
  }
  if (entrance.stepFree === true) {
    return { answer: "Yes", rule: "Your main entrance is step-free." };
  }
  if (entrance.ramp === true) {
    return { answer: "Yes", rule: "There is a ramp at your entrance." };
  }
  if (entrance.stepFree === false && entrance.ramp === false) {
    return { answer: "No", rule: "Your main entrance has steps and no ramp." };
  }
  return {
    answer: "Not sure yet",
    rule: "Your guide does not say whether the entrance is step-free or has a ramp.",
  };
}

function carPark({ parking = {} }: GuideDetails): Answered {
  const bays = parking.blueBadgeBays;
  if (bays !== undefined) {
    return bays > 0
      ? { answer: "Yes", rule: `You have ${bays} Blue Badge ${bays === 1 ? "bay" : "bays"}.` }
      : { answer: "No", rule: "You have no Blue Badge bays." };
  }
  if (parking.carPark === false) {
    return { answer: "No", rule: "You have no car park for visitors." };
  }
  return {
    answer: "Not sure yet",
    rule: "Your guide does not say how many Blue Badge bays you have.",
  };
}

function lift({ inside = {} }: GuideDetails): Answered {
  if (inside.lift === false) {
    return {
      answer: "No",
      rule: "You have no lift to other floors. If every public area is on one floor, you can leave this one unanswered on Google.",
    };
  }
  if (inside.lift !== true) {
    return { answer: "Not sure yet", rule: "Your guide does not say whether you have a lift." };
  }
  const { liftWidthMm: width, liftDepthMm: depth } = inside;
  if (width === undefined || depth === undefined) {
    return {
      answer: "Not sure yet",
      rule: "You have a lift, but your guide does not give the size of its car: measure it inside.",
    };
  }
  const { width: needWidth, depth: needDepth } = WHEELCHAIR_LIFT_MM;
  return width >= needWidth && depth >= needDepth
    ? {
        answer: "Yes",
        rule: `Your lift's car is ${width} × ${depth} mm: room for a wheelchair (${needWidth} × ${needDepth} mm).`,
      }
    : {
        answer: "No",
        rule: `Your lift's car is ${width} × ${depth} mm, smaller than the ${needWidth} × ${needDepth} mm a wheelchair user needs.`,
      };
}

function toilet({ toilet = {} }: GuideDetails): Answered {
  if (toilet.accessible === undefined) {
    return {
      answer: "Not sure yet",
      rule: "Your guide does not say whether you have an accessible toilet.",
    };
  }
  return toilet.accessible
    ? { answer: "Yes", rule: "You have an accessible toilet." }
    : { answer: "No", rule: "You have no accessible toilet." };
}

function seating({ seating = {} }: GuideDetails): Answered {
  if (seating.movableChairs === true) {
    return { answer: "Yes", rule: "Chairs can be moved to make room for a wheelchair." };
  }
  if (seating.movableChairs === false) {
    return { answer: "No", rule: "Chairs cannot be moved to make room for a wheelchair." };
  }
  return {
    answer: "Not sure yet",
    rule: "Your guide does not say whether chairs can be moved to make room for a wheelchair.",
  };
}

export function googleAttributes(details: GuideDetails) {
  return [
    { name: "Wheelchair-accessible entrance", ...entrance(details) },
    { name: "Wheelchair-accessible car park", ...carPark(details) },
    { name: "Wheelchair-accessible lift", ...lift(details) },
    { name: "Wheelchair-accessible toilet", ...toilet(details) },
    { name: "Wheelchair-accessible seating", ...seating(details) },
  ];
}
