// The OpenStreetMap tags a published guide's facts support (decision 042), each with the rule that
// gave it in plain words, for a mapper to check and add by hand: the site never edits the map.
// A tag the facts do not settle is left out, never guessed: wheelchair=yes on a place with a
// 15 cm step sends someone to a door they cannot use, and a mapper can always add more.

import type { GuideDetails } from "../contracts/access-guides.ts";
import { SITE_TIME_ZONE } from "../dates.ts";
import { guideCategory, osmCategoryTags } from "./categories.ts";
import { WHEELCHAIR_DOOR_MM } from "./google-attributes.ts";

type YesNo = "yes" | "no";

export interface OsmTags {
  wheelchair?: "yes" | "limited" | "no";
  "toilets:wheelchair"?: YesNo;
  /** The accessible toilet's lock: only `radar` (the National Key Scheme) is said. */
  "toilets:centralkey"?: "radar";
  step_count?: string;
  "door:width"?: string;
  automatic_door?: YesNo;
  ramp?: YesNo;
  hearing_loop?: YesNo;
  /** Always given: the day the business last confirmed the guide. */
  check_date: string;
}
export type OsmKey = keyof OsmTags;

export interface OsmSuggestion {
  tags: OsmTags;
  /** Per tag in `tags`: the rule that gave it, in plain words. */
  rules: Partial<Record<OsmKey, string>>;
}

/** The highest single step OpenStreetMap's wheelchair=limited allows (Key:wheelchair: 7 cm). */
export const LIMITED_STEP_MM = 70;
/** ISO 7193's widest manual wheelchair: a narrower door lets none through. */
export const NARROWEST_DOOR_MM = 700;
/** 1 in 12: steeper than this, many wheelchair users need a push (Approved Document M). */
export const STEEPEST_RAMP_PERCENT = 8.3;

type Decided<T> = { value: T; rule: string } | undefined;

const stepWords = (steps: number | undefined, heightMm: number | undefined) => {
  const count = steps === undefined ? "Steps" : steps === 1 ? "One step" : `${steps} steps`;
  return heightMm === undefined ? count : `${count} (the tallest ${heightMm} mm)`;
};

/** Whether the main entrance has steps: true, false, or undefined when the guide does not say. */
function hasSteps({ entrance = {} }: GuideDetails): boolean | undefined {
  if (entrance.stepFree !== undefined) return !entrance.stepFree;
  if (entrance.steps !== undefined) return entrance.steps > 0;
  return undefined;
}

/** Key:wheelchair, by the rules in decision 042, in the order they are tried. */
function wheelchair(details: GuideDetails): Decided<"yes" | "limited" | "no"> {
  const { entrance = {}, inside = {}, toilet = {} } = details;
  const door = entrance.doorClearWidthMm;
  if (door !== undefined && door < NARROWEST_DOOR_MM) {
    return {
      value: "no",
      rule: `The door's clear width is ${door} mm: narrower than a ${NARROWEST_DOOR_MM} mm wheelchair.`,
    };
  }
  const steps = hasSteps(details);
  if (steps === undefined) return undefined;
  if (steps) {
    const words = stepWords(entrance.steps, entrance.stepHeightMm);
    if (
      entrance.steps === 1 &&
      entrance.stepHeightMm !== undefined &&
      entrance.stepHeightMm <= LIMITED_STEP_MM
    ) {
      return {
        value: "limited",
        rule: `One step of ${entrance.stepHeightMm} mm: limited allows a single step of at most ${LIMITED_STEP_MM} mm.`,
      };
    }
    if (entrance.ramp === true) {
      return { value: "limited", rule: `${words}, with a ramp (fixed or portable).` };
    }
    if (entrance.alternativeEntrance) {
      return {
        value: "limited",
        rule: `${words} at the main entrance, with a step-free entrance elsewhere: ${entrance.alternativeEntrance}.`,
      };
    }
    if (entrance.ramp === false) {
      return {
        value: "no",
        rule: `${words} and no ramp: anything over one step of ${LIMITED_STEP_MM} mm is no.`,
      };
    }
    return undefined;
  }
  // Step-free: yes needs a door wide enough, and nothing else known to stop a wheelchair.
  if (door === undefined) return undefined;
  const limits = [
    door < WHEELCHAIR_DOOR_MM
      ? `the door's clear width is ${door} mm, under the ${WHEELCHAIR_DOOR_MM} mm most wheelchair users need`
      : undefined,
    entrance.rampGradientPercent !== undefined &&
    entrance.rampGradientPercent > STEEPEST_RAMP_PERCENT
      ? `the ramp's gradient is ${entrance.rampGradientPercent} %, steeper than 1 in 12 (${STEEPEST_RAMP_PERCENT} %)`
      : undefined,
    inside.stepFreeThroughout === false ? "some public areas inside have steps" : undefined,
    toilet.accessible === false ? "the toilet is not accessible" : undefined,
  ].filter((limit): limit is string => limit !== undefined);
  if (limits.length > 0) {
    return { value: "limited", rule: `Step-free entrance, but ${limits.join("; ")}.` };
  }
  const also = [
    inside.stepFreeThroughout ? "every public area step-free" : undefined,
    toilet.accessible ? "an accessible toilet" : undefined,
  ].filter(Boolean);
  return {
    value: "yes",
    rule: `Step-free entrance and a door ${door} mm wide (${WHEELCHAIR_DOOR_MM} mm or more)${also.length ? `, ${also.join(", ")}` : ""}.`,
  };
}

function toiletsWheelchair({ toilet = {} }: GuideDetails): Decided<YesNo> {
  if (toilet.changingPlaces === true) {
    return { value: "yes", rule: "There is a Changing Places toilet." };
  }
  if (toilet.accessible === undefined) return undefined;
  return toilet.accessible
    ? { value: "yes", rule: "The business says there is an accessible toilet." }
    : { value: "no", rule: "The business says there is no accessible toilet." };
}

/**
 * On a toilets node OpenStreetMap writes centralkey=radar; on the place itself, prefixed as
 * toilets:wheelchair is. A "no" says only that it is not a RADAR lock, so it gives nothing.
 */
function toiletsCentralKey({ toilet = {} }: GuideDetails): Decided<"radar"> {
  if (toilet.radarKey !== true) return undefined;
  return {
    value: "radar",
    rule: "The accessible toilet is locked with a RADAR key (the National Key Scheme).",
  };
}

function stepCount({ entrance = {} }: GuideDetails): Decided<string> {
  if (entrance.steps !== undefined) {
    return { value: String(entrance.steps), rule: "The number of steps at the main entrance." };
  }
  if (entrance.stepFree === true) {
    return { value: "0", rule: "The main entrance is step-free." };
  }
  return undefined;
}

function doorWidth({ entrance = {} }: GuideDetails): Decided<string> {
  const mm = entrance.doorClearWidthMm;
  if (mm === undefined) return undefined;
  return {
    value: String(mm / 1000),
    rule: `The door's clear width, ${mm} mm, in metres as OpenStreetMap writes it.`,
  };
}

function automaticDoor({ entrance = {} }: GuideDetails): Decided<YesNo> {
  const type = entrance.doorType;
  if (type === undefined || type === "open") return undefined;
  return type === "automatic"
    ? { value: "yes", rule: "The entrance door opens automatically." }
    : { value: "no", rule: "The entrance door is opened by hand." };
}

const yesNoFact =
  (read: (details: GuideDetails) => boolean | undefined, yes: string, no: string) =>
  (details: GuideDetails): Decided<YesNo> => {
    const value = read(details);
    if (value === undefined) return undefined;
    return value ? { value: "yes", rule: yes } : { value: "no", rule: no };
  };

const ramp = yesNoFact(
  (details) => details.entrance?.ramp,
  "There is a ramp at the entrance, fixed or portable.",
  "There is no ramp at the entrance.",
);

const hearingLoop = yesNoFact(
  (details) => details.hearingLoop,
  "There is a working hearing loop where customers talk to staff.",
  "There is no hearing loop.",
);

/** A day as OpenStreetMap dates are written, YYYY-MM-DD, on the UK's calendar. */
export function osmDate(value: Date | string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: SITE_TIME_ZONE,
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

const RULES: [OsmKey, (details: GuideDetails) => Decided<string>][] = [
  ["wheelchair", wheelchair],
  ["toilets:wheelchair", toiletsWheelchair],
  ["toilets:centralkey", toiletsCentralKey],
  ["step_count", stepCount],
  ["door:width", doorWidth],
  ["automatic_door", automaticDoor],
  ["ramp", ramp],
  ["hearing_loop", hearingLoop],
];

export function osmTags(guide: {
  details: GuideDetails;
  lastCheckedAt: Date | string;
  category?: string;
}): OsmSuggestion {
  const tags: Record<string, string> = {};
  const rules: Record<string, string> = {};
  // The kind of place first, as a mapper finds it on the map (none for "something else").
  for (const [key, value] of Object.entries(osmCategoryTags(guide.category ?? "other"))) {
    tags[key] = value;
    rules[key] =
      `The kind of place the business chose: ${guideCategory(guide.category ?? "other").label}.`;
  }
  for (const [key, decide] of RULES) {
    const decided = decide(guide.details);
    if (!decided) continue;
    tags[key] = decided.value;
    rules[key] = decided.rule;
  }
  rules.check_date = "The day the business last confirmed this guide.";
  const decided = tags as Omit<OsmTags, "check_date">;
  return { tags: { ...decided, check_date: osmDate(guide.lastCheckedAt) }, rules };
}
