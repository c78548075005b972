// "Does it fit me?" (decision 043): a visitor's own figures and needs (./profile.ts) held against
// what a business measured, fact by fact. Each reason names the fact and the visitor's figure; a
// fact the business did not give is "check", "not measured", never a guess; a live notice on
// something the visitor needs says so in its own words. The verdict is the worst of the reasons.
// The rules' names (D1, S1…) are the decision's. Free of zod and of React: the pages run it too.
import { valueAt } from "./needs.ts";
import { type GuideNoticeView, type NOTICE_FACILITIES, noticeHeadline } from "./notices.ts";
import { hasProfile, PROFILE_NEEDS, type VisitorProfile } from "./profile.ts";

export type FitVerdict = "fits" | "check" | "does-not-fit";

export interface FitReason {
  /** The fact it is about, by its path in the guide's details ("entrance.doorClearWidthMm"). */
  fact: string;
  verdict: FitVerdict;
  text: string;
}

export interface GuideFit {
  verdict: FitVerdict;
  reasons: FitReason[];
}

/** D1, T3: room beside a chair in a doorway for the hands on the wheels (Approved Document M). */
export const DOOR_MARGIN_MM = 50;
/** C1, L1: room beside a chair along a route or in a lift car, where it is steered, not just passed. */
export const ROUTE_MARGIN_MM = 100;
/** R1: 1 in 12, the steepest ramp gradient Approved Document M allows (for a going up to 2 m). */
export const STEEPEST_RAMP_PERCENT = 8.3;
/** L2: the shortest lift car made for a wheelchair user (BS EN 81-70 type 1, 800 × 1250 mm). */
export const SHORTEST_LIFT_CAR_MM = 1250;
/** T2: the clear space beside a toilet a side transfer needs (BS 8300-2, Approved Document M). */
export const TRANSFER_SPACE_MM = 750;
/** T4: the turning circle Approved Document M and BS 8300-2 ask for in an accessible toilet. */
export const TURNING_CIRCLE_MM = 1500;

const ORDER: Record<FitVerdict, number> = { fits: 0, check: 1, "does-not-fit": 2 };
export const worstOf = (verdicts: FitVerdict[]): FitVerdict =>
  verdicts.reduce<FitVerdict>((worst, each) => (ORDER[each] > ORDER[worst] ? each : worst), "fits");

const mm = (value: number) => `${value.toLocaleString("en-GB")} mm`;

interface Facts {
  get(path: string): unknown;
  number(path: string): number | undefined;
}

const reason = (fact: string, verdict: FitVerdict, text: string): FitReason => ({
  fact,
  verdict,
  text,
});
/** X2: a measurement the business left blank is never guessed at. */
const notMeasured = (fact: string, what: string) =>
  reason(fact, "check", `${what}: not measured by the business. Check before you go.`);
/** X2: as for a yes-or-no question the business left unanswered. */
const notAnswered = (fact: string, what: string) =>
  reason(fact, "check", `${what}: not answered by the business. Check before you go.`);

/** A live notice's words: "The lift is out of use until Friday 5 December. Use the side door." */
function noticeWords(notice: GuideNoticeView, now: Date) {
  return [noticeHeadline(notice, now), notice.note].filter(Boolean).join(" ");
}

/** D1, T3: a door's clear width against the chair, with room for the hands. */
function doorRule(fact: string, name: string, width: number | undefined, chair: number) {
  const needs = chair + DOOR_MARGIN_MM;
  if (width === undefined) return notMeasured(fact, `${name} width`);
  const said = `${name} ${mm(width)} wide; your ${mm(chair)} chair needs ${mm(needs)}`;
  if (width < chair) return reason(fact, "does-not-fit", `${said}.`);
  if (width < needs) return reason(fact, "check", `${said}: tight, so check before you go.`);
  return reason(fact, "fits", `${said}.`);
}

/** C1, L1: a route's or a lift car's width against the chair, with room to steer. */
function widthRule(fact: string, name: string, width: number | undefined, chair: number) {
  const needs = chair + ROUTE_MARGIN_MM;
  if (width === undefined) return notMeasured(fact, name);
  const said = `${name} ${mm(width)}; your ${mm(chair)} chair needs ${mm(needs)}`;
  if (width < chair) return reason(fact, "does-not-fit", `${said}.`);
  if (width < needs) return reason(fact, "check", `${said}: tight, so check before you go.`);
  return reason(fact, "fits", `${said}.`);
}

/** S1–S4, R1–R3: the way in, against the highest step the visitor manages. */
function entranceRules(
  facts: Facts,
  maxStep: number,
  notices: GuideNoticeView[],
  now: Date,
): FitReason[] {
  const stepFree = facts.get("entrance.stepFree");
  const steps = facts.number("entrance.steps");
  const height = facts.number("entrance.stepHeightMm");
  const ramp = facts.get("entrance.ramp");
  const you = maxStep === 0 ? "you need no steps" : `you manage a step of up to ${mm(maxStep)}`;
  const entranceNotice = notices.find((notice) => notice.facility === "entrance");
  const rampNotice = notices.find((notice) => notice.facility === "ramp");

  const hasSteps = stepFree === false || (steps !== undefined && steps > 0);
  if (!hasSteps) {
    if (stepFree !== true) return [notAnswered("entrance.stepFree", "Steps at the entrance")];
    // S1, with X1: the step-free way in is out of use, and what replaces it is not known.
    if (entranceNotice) {
      return [reason("entrance.stepFree", "check", noticeWords(entranceNotice, now))];
    }
    return [reason("entrance.stepFree", "fits", "Step-free entrance.")];
  }

  const counted = steps === undefined ? "Steps" : steps === 1 ? "One step" : `${steps} steps`;
  // S2, S3: the steps alone, as if there were no ramp.
  let byStep: FitReason;
  if (height === undefined) {
    byStep = notMeasured("entrance.stepHeightMm", `${counted} at the entrance; their height`);
  } else if (height > maxStep) {
    byStep = reason(
      "entrance.stepHeightMm",
      "does-not-fit",
      `${counted} at the entrance, the tallest ${mm(height)}; ${you}.`,
    );
  } else if (steps === undefined || steps > 1) {
    byStep = reason(
      "entrance.steps",
      "check",
      `${counted} at the entrance, none over ${mm(height)}; ${you}: check you can manage ${steps === undefined ? "them all" : `all ${steps}`}.`,
    );
  } else {
    byStep = reason("entrance.stepHeightMm", "fits", `One step of ${mm(height)}; ${you}.`);
  }
  if (byStep.verdict === "fits") return [byStep];

  // R1–R3: a ramp over the steps.
  if (ramp === true) {
    if (rampNotice) {
      const verdict = byStep.verdict === "does-not-fit" ? "does-not-fit" : "check";
      return [reason("entrance.ramp", verdict, `${noticeWords(rampNotice, now)} ${byStep.text}`)];
    }
    const reasons: FitReason[] = [];
    const gradient = facts.number("entrance.rampGradientPercent");
    if (gradient === undefined) {
      reasons.push(
        notMeasured("entrance.rampGradientPercent", `${counted}, with a ramp; its gradient`),
      );
    } else if (gradient > STEEPEST_RAMP_PERCENT) {
      reasons.push(
        reason(
          "entrance.rampGradientPercent",
          "check",
          `${counted}, with a ramp of ${gradient} %: steeper than 1 in 12 (${STEEPEST_RAMP_PERCENT} %), so you may need a push.`,
        ),
      );
    } else {
      reasons.push(
        reason(
          "entrance.rampGradientPercent",
          "fits",
          `${counted}, with a ramp of ${gradient} % (1 in 12 is ${STEEPEST_RAMP_PERCENT} %).`,
        ),
      );
    }
    if (facts.get("entrance.rampType") === "portable") {
      reasons.push(
        reason(
          "entrance.rampType",
          "check",
          "The ramp is portable: staff put it out when you ask, so ring ahead or use the bell.",
        ),
      );
    }
    return reasons;
  }

  // S4: a step-free entrance elsewhere.
  const elsewhere = facts.get("entrance.alternativeEntrance");
  if (typeof elsewhere === "string" && elsewhere) {
    return [
      reason(
        "entrance.alternativeEntrance",
        "check",
        `${byStep.text} Step-free entrance elsewhere: ${elsewhere}.`,
      ),
    ];
  }
  if (ramp === undefined && byStep.verdict === "does-not-fit") {
    return [
      reason(
        "entrance.ramp",
        "check",
        `${byStep.text} The business does not say whether there is a ramp.`,
      ),
    ];
  }
  return [byStep];
}

/** L1–L2, with X1: the lift, when there is one, against the chair. */
function liftRules(facts: Facts, chair: number, notices: GuideNoticeView[], now: Date) {
  if (facts.get("inside.lift") !== true) return [];
  const notice = notices.find((each) => each.facility === "lift");
  if (notice) return [reason("inside.lift", "check", noticeWords(notice, now))];
  const depth = facts.number("inside.liftDepthMm");
  return [
    widthRule("inside.liftWidthMm", "Lift car width", facts.number("inside.liftWidthMm"), chair),
    depth === undefined
      ? notMeasured("inside.liftDepthMm", "Lift car depth")
      : depth < SHORTEST_LIFT_CAR_MM
        ? reason(
            "inside.liftDepthMm",
            "check",
            `Lift car ${mm(depth)} deep: shorter than the ${mm(SHORTEST_LIFT_CAR_MM)} of the smallest lift made for a wheelchair.`,
          )
        : reason("inside.liftDepthMm", "fits", `Lift car ${mm(depth)} deep.`),
  ];
}

/** T1–T2: the side the visitor transfers from, and the room there. */
function transferRules(facts: Facts, transfer: NonNullable<VisitorProfile["transfer"]>) {
  const side = facts.get("toilet.transferSide");
  const yours =
    transfer === "either"
      ? "you can transfer from either side"
      : `you transfer from the ${transfer}`;
  if (side === undefined) return [notMeasured("toilet.transferSide", "Side you can transfer from")];
  if (side === "neither") {
    return [
      reason("toilet.transferSide", "does-not-fit", `No clear space beside the toilet; ${yours}.`),
    ];
  }
  const where = side === "both" ? "on both sides" : `on the ${side}`;
  const matches = transfer === "either" || side === "both" || side === transfer;
  const sideReason = reason(
    "toilet.transferSide",
    matches ? "fits" : "does-not-fit",
    `Clear space ${where} of the toilet, as you face it; ${yours}.`,
  );
  if (!matches) return [sideReason];
  const space = facts.number("toilet.transferSpaceMm");
  const spaceReason =
    space === undefined
      ? notMeasured("toilet.transferSpaceMm", "Clear space beside the toilet")
      : space < TRANSFER_SPACE_MM
        ? reason(
            "toilet.transferSpaceMm",
            "check",
            `${mm(space)} clear beside the toilet: less than the ${mm(TRANSFER_SPACE_MM)} a side transfer usually needs.`,
          )
        : reason("toilet.transferSpaceMm", "fits", `${mm(space)} clear beside the toilet.`);
  return [sideReason, spaceReason];
}

/** T5, T3, T4, with X1: the accessible toilet. */
function toiletRules(
  facts: Facts,
  chair: number | undefined,
  notices: GuideNoticeView[],
  now: Date,
) {
  const notice = notices.find((each) => each.facility === "toilet");
  if (notice) return [reason("toilet.accessible", "does-not-fit", noticeWords(notice, now))];
  const accessible = facts.get("toilet.accessible");
  const changingPlaces = facts.get("toilet.changingPlaces") === true;
  if (accessible === false && !changingPlaces) {
    return [reason("toilet.accessible", "does-not-fit", "No accessible toilet.")];
  }
  if (accessible === undefined && !changingPlaces) {
    return [notAnswered("toilet.accessible", "Accessible toilet")];
  }
  const reasons = [
    reason(
      "toilet.accessible",
      "fits",
      changingPlaces ? "Changing Places toilet." : "Accessible toilet.",
    ),
  ];
  if (facts.get("toilet.radarKey") === true) {
    reasons.push(
      reason(
        "toilet.radarKey",
        "fits",
        "Locked with a RADAR key: bring yours, or ask staff for theirs.",
      ),
    );
  }
  if (chair !== undefined) {
    reasons.push(
      doorRule(
        "toilet.doorClearWidthMm",
        "Toilet door",
        facts.number("toilet.doorClearWidthMm"),
        chair,
      ),
    );
    const turning = facts.number("toilet.turningSpaceMm");
    reasons.push(
      turning === undefined
        ? notMeasured("toilet.turningSpaceMm", "Turning space in the toilet")
        : turning < TURNING_CIRCLE_MM
          ? reason(
              "toilet.turningSpaceMm",
              "check",
              `Turning space in the toilet ${mm(turning)}: less than the usual ${mm(TURNING_CIRCLE_MM)}, so check your chair can turn.`,
            )
          : reason("toilet.turningSpaceMm", "fits", `Turning space in the toilet ${mm(turning)}.`),
    );
  }
  return reasons;
}

/** N1, with X1: a need the business answers yes or no. */
const NEED_WORDS: Record<
  string,
  { asked: string; yes: string; no: string; notice?: keyof typeof NOTICE_FACILITIES }
> = {
  "hearing-loop": {
    asked: "Hearing loop",
    yes: "Hearing loop where you talk to staff.",
    no: "No hearing loop.",
    notice: "hearing-loop",
  },
  "assistance-dogs": {
    asked: "Whether assistance dogs are welcome",
    yes: "Assistance dogs welcome.",
    no: "Assistance dogs are not welcome.",
  },
  "quieter-times": {
    asked: "Quieter times",
    yes: "Quieter times.",
    no: "No regular quieter time.",
  },
  seating: {
    asked: "Somewhere to sit while you wait",
    yes: "Somewhere to sit while you wait.",
    no: "Nowhere to sit while you wait.",
  },
};

function needRule(
  id: string,
  path: string,
  label: string,
  facts: Facts,
  notices: GuideNoticeView[],
  now: Date,
): FitReason {
  const words = NEED_WORDS[id];
  const notice = words?.notice && notices.find((each) => each.facility === words.notice);
  if (notice) return reason(path, "does-not-fit", noticeWords(notice, now));
  const value = facts.get(path);
  if (value === undefined) return notAnswered(path, words?.asked ?? label);
  if (value !== true) return reason(path, "does-not-fit", words?.no ?? `No: ${label}.`);
  if (id === "quieter-times") {
    const when = facts.get("quieterTimes.when");
    const said = typeof when === "string" && when ? `Quieter times: ${when}.` : "Quieter times.";
    return reason(path, "fits", said);
  }
  return reason(path, "fits", words?.yes ?? `${label}.`);
}

/**
 * The visitor's verdict on one guide, or undefined when the profile says nothing. `notices` are the
 * guide's live notices today; `now` words their dates.
 */
export function fitOf(
  profile: VisitorProfile,
  details: object,
  notices: readonly GuideNoticeView[] = [],
  now: Date = new Date(),
): GuideFit | undefined {
  if (!hasProfile(profile)) return undefined;
  const facts: Facts = {
    get: (path) => valueAt(details, path),
    number: (path) => {
      const value = valueAt(details, path);
      return typeof value === "number" && Number.isFinite(value) ? value : undefined;
    },
  };
  const live = [...notices];
  const { chairWidthMm: chair, transfer } = profile;
  const stepFreeNeeded = profile.needs.includes("step-free");
  const maxStep = stepFreeNeeded ? 0 : profile.maxStepMm;
  const reasons: FitReason[] = [];

  if (maxStep !== undefined) reasons.push(...entranceRules(facts, maxStep, live, now));
  if (chair !== undefined) {
    reasons.push(
      doorRule(
        "entrance.doorClearWidthMm",
        "Entrance door",
        facts.number("entrance.doorClearWidthMm"),
        chair,
      ),
      widthRule(
        "inside.narrowestRouteMm",
        "Narrowest route inside",
        facts.number("inside.narrowestRouteMm"),
        chair,
      ),
      ...liftRules(facts, chair, live, now),
    );
  }
  if (maxStep !== undefined && facts.get("inside.stepFreeThroughout") === false) {
    reasons.push(
      reason("inside.stepFreeThroughout", "check", "Some public areas inside have steps."),
    );
  }
  if (profile.needs.includes("accessible-toilet") || transfer !== undefined) {
    const toilet = toiletRules(facts, chair, live, now);
    reasons.push(...toilet);
    if (transfer !== undefined && toilet[0]?.verdict === "fits") {
      reasons.push(...transferRules(facts, transfer));
    }
  }
  for (const need of PROFILE_NEEDS) {
    if (need.id === "step-free" || need.id === "accessible-toilet") continue;
    if (!profile.needs.includes(need.id)) continue;
    reasons.push(needRule(need.id, need.path, need.label, facts, live, now));
  }
  // X2: something else out of use is always worth a look before going.
  for (const notice of live.filter((each) => each.facility === "other")) {
    reasons.push(reason("notices", "check", noticeWords(notice, now)));
  }
  return { verdict: worstOf(reasons.map((each) => each.verdict)), reasons };
}

/** The verdict in words, for a heading or a list. */
export const VERDICT_WORDS: Record<FitVerdict, string> = {
  fits: "Fits your needs",
  check: "Check before you go",
  "does-not-fit": "Does not fit your needs",
};
