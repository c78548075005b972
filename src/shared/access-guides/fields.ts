// The facts an access guide holds (decision 036), each declared once: its place in `details`, the
// words the form and the page use for it, and for a measurement its unit and sensible range. The
// contract (../contracts/access-guides.ts) builds its checks from this table, the manage form its
// fieldsets, the guide's page its lines and the A11yJSON export its quantities. Free of zod and
// of React, so every page can import it.

export type Unit = "mm" | "m" | "%";

interface FieldBase {
  /** The question on the form and the label on the page. */
  label: string;
  /** A line under the form's label: how to measure, or what counts. */
  hint?: string;
  /**
   * Equipment that breaks: while the guide says it is there (the value `when`), the
   * business re-confirms it every BREAKABLE_RECONFIRM_MONTHS instead of every RECONFIRM_MONTHS.
   */
  breaks?: { when: boolean | string };
}
export interface YesNoField extends FieldBase {
  kind: "yes-no";
}
/** A measurement: a number in `unit`, whole unless `step` says otherwise. */
export interface MeasureField extends FieldBase {
  kind: "measure";
  unit: Unit;
  min: number;
  max: number;
  step?: number;
}
/** How many of something: a whole number, no unit. */
export interface CountField extends FieldBase {
  kind: "count";
  min: number;
  max: number;
}
/** A short line (`text`) or a few sentences in the business's own words (`notes`). */
export interface TextField extends FieldBase {
  kind: "text" | "notes";
  max: number;
}
export interface ChoiceField extends FieldBase {
  kind: "choice";
  options: readonly { value: string; label: string }[];
}
export type GuideField = YesNoField | MeasureField | CountField | TextField | ChoiceField;

const yesNo = (label: string, hint?: string): YesNoField => ({ kind: "yes-no", label, hint });
const measure = (
  label: string,
  unit: Unit,
  min: number,
  max: number,
  hint?: string,
  step?: number,
): MeasureField => ({ kind: "measure", label, unit, min, max, hint, step });
const count = (label: string, max: number, hint?: string): CountField => ({
  kind: "count",
  label,
  min: 0,
  max,
  hint,
});
const text = (label: string, hint?: string): TextField => ({ kind: "text", label, max: 200, hint });
const notes = (label = "Anything else visitors should know"): TextField => ({
  kind: "notes",
  label,
  max: 1000,
});

/** How often the business confirms a fact is still right: every fact once a year… */
export const RECONFIRM_MONTHS = 12;
/** …and equipment that breaks (a lift, a hearing loop, an automatic door, an alarm cord) twice. */
export const BREAKABLE_RECONFIRM_MONTHS = 6;

/** Every fact, by its path in `details` ("entrance.doorClearWidthMm", or "hearingLoop"). */
export const GUIDE_FIELDS = {
  "parking.carPark": yesNo("Is there a car park for visitors?"),
  "parking.blueBadgeBays": count(
    "Blue Badge bays",
    200,
    "How many bays are kept for Blue Badge holders.",
  ),
  "parking.bayWidthMm": measure(
    "Width of a Blue Badge bay",
    "mm",
    1800,
    6000,
    "Including the hatched area beside it; 3600 mm is the usual size.",
  ),
  "parking.bayLengthMm": measure(
    "Length of a Blue Badge bay",
    "mm",
    3500,
    9000,
    "6000 mm is the usual size.",
  ),
  "parking.distanceToEntranceM": measure(
    "Distance from the Blue Badge bays to the entrance",
    "m",
    0,
    2000,
  ),
  "parking.dropOff": yesNo("Can a car or taxi drop someone off by the entrance?"),
  "parking.routeSurface": {
    kind: "choice",
    label: "The path to the entrance",
    options: [
      { value: "level", label: "Level and firm" },
      { value: "gentle-slope", label: "A gentle slope" },
      { value: "steep-slope", label: "A steep slope" },
      { value: "uneven", label: "Uneven, cobbled or gravel" },
    ],
  },
  "parking.nearestStop": text(
    "Nearest bus stop or station",
    "For example: Bus stop on Market Street, 100 metres away.",
  ),
  "parking.notes": notes(),

  "entrance.stepFree": yesNo(
    "Is the main entrance step-free?",
    "No steps or raised sill: level ground, a gentle ramp or a lift.",
  ),
  "entrance.steps": count("Number of steps at the main entrance", 50),
  "entrance.stepHeightMm": measure("Height of the tallest step", "mm", 10, 300),
  "entrance.handrail": yesNo("Is there a handrail by the steps?"),
  "entrance.ramp": yesNo("Is there a ramp, fixed or portable?"),
  "entrance.rampType": {
    kind: "choice",
    label: "The ramp is",
    options: [
      { value: "fixed", label: "Fixed: always in place" },
      { value: "portable", label: "Portable: put out when someone asks" },
    ],
  },
  "entrance.rampGradientPercent": measure(
    "Ramp gradient",
    "%",
    0,
    33,
    "Rise divided by length: 1 in 12 is about 8 %.",
    0.1,
  ),
  "entrance.doorClearWidthMm": measure(
    "Door clear width",
    "mm",
    500,
    2500,
    "The gap you can pass through with the door fully open, from the door's face to the stop opposite.",
  ),
  "entrance.doorType": {
    kind: "choice",
    label: "The entrance door",
    options: [
      { value: "automatic", label: "Opens automatically" },
      { value: "light", label: "Opens with a light push or pull" },
      { value: "heavy", label: "Heavy to open" },
      { value: "revolving", label: "Revolving, with no side door" },
      { value: "open", label: "Open doorway, no door" },
    ],
    breaks: { when: "automatic" },
  },
  "entrance.bell": yesNo("Is there a bell or buzzer to call for help at the entrance?"),
  "entrance.alternativeEntrance": text("Where the step-free entrance is, if not the main one"),
  "entrance.notes": notes(),

  "inside.stepFreeThroughout": yesNo("Can visitors reach every public area without steps?"),
  "inside.narrowestRouteMm": measure(
    "Narrowest route through the public areas",
    "mm",
    500,
    5000,
    "1200 mm lets a wheelchair user pass comfortably.",
  ),
  "inside.lift": { ...yesNo("Is there a lift to other floors?"), breaks: { when: true } },
  "inside.liftWidthMm": measure("Lift car width, inside", "mm", 600, 3000),
  "inside.liftDepthMm": measure("Lift car depth, inside", "mm", 800, 3500),
  "inside.evenLighting": yesNo("Is the lighting even, without flicker or glare?"),
  "inside.notes": notes(),

  "service.lowCounter": yesNo("Is part of the counter low enough for someone sitting down?"),
  "service.counterHeightMm": measure(
    "Height of the lowest counter",
    "mm",
    500,
    1300,
    "760 mm suits someone sitting down.",
  ),
  "service.tableService": yesNo("Can staff serve or help visitors at their seat?"),
  "service.staffTrained": yesNo(
    "Have staff had disability awareness training in the last two years?",
  ),
  "service.notes": notes(),

  "seating.waitingSeats": yesNo("Can people who find standing hard sit while they wait?"),
  "seating.chairsWithArms": yesNo("Are there chairs with arms?"),
  "seating.movableChairs": yesNo("Can chairs be moved to make room for a wheelchair?"),
  "seating.tableHeightMm": measure(
    "Height of the tables",
    "mm",
    500,
    1200,
    "To the underside: 700 mm lets a wheelchair user sit close.",
  ),
  "seating.notes": notes(),

  "toilet.accessible": yesNo("Is there an accessible toilet?"),
  "toilet.changingPlaces": yesNo(
    "Is there a Changing Places toilet?",
    "With a hoist and an adult-sized changing bench.",
  ),
  "toilet.doorClearWidthMm": measure(
    "Clear width of the accessible toilet's door",
    "mm",
    500,
    2000,
    "The gap you can pass through with the toilet door fully open, as for the entrance door.",
  ),
  "toilet.radarKey": yesNo(
    "Is the accessible toilet locked with a RADAR key?",
    "The National Key Scheme's key, which many disabled people carry.",
  ),
  "toilet.turningSpaceMm": measure(
    "Turning space inside the accessible toilet",
    "mm",
    500,
    3000,
    "The widest circle of clear floor between the fittings, where a wheelchair can turn round: 1500 mm is the usual.",
  ),
  "toilet.transferSide": {
    kind: "choice",
    label: "Side you can transfer from, beside the toilet",
    hint: "Stand facing the toilet: is the clear floor for a wheelchair on its left, its right, both or neither?",
    options: [
      { value: "left", label: "On the left, as you face the toilet" },
      { value: "right", label: "On the right, as you face the toilet" },
      { value: "both", label: "Both sides" },
      { value: "neither", label: "Neither side" },
    ],
  },
  "toilet.transferSpaceMm": measure(
    "Clear space beside the toilet for a side transfer",
    "mm",
    0,
    2000,
    "750 mm is what a wheelchair user needs.",
  ),
  "toilet.grabRails": yesNo("Are there grab rails by the toilet?"),
  "toilet.alarmCord": {
    ...yesNo("Is there an emergency cord that reaches the floor?"),
    breaks: { when: true },
  },
  "toilet.babyChanging": yesNo("Is there a baby-changing table?"),
  "toilet.notes": notes(),

  hearingLoop: {
    ...yesNo("Is there a working hearing loop where customers talk to staff?"),
    breaks: { when: true },
  },
  "communication.writtenContact": yesNo("Can people contact you in writing, by e-mail or text?"),
  "communication.relayUk": yesNo("Do staff know how to take a call through Relay UK?"),
  "communication.largePrint": yesNo("Is the menu, price list or key information in large print?"),
  "communication.easyRead": yesNo("Is there an easy read version of key information?"),
  "communication.bslOnRequest": yesNo(
    "Can you book a British Sign Language interpreter on request?",
  ),
  "communication.lowBackgroundNoise": yesNo("Is background music and noise kept low?"),
  "communication.howToAskForHelp": text("How to ask for help when you arrive"),
  "communication.notes": notes(),

  assistanceDogsWelcome: yesNo("Are assistance dogs welcome?"),
  "assistanceDogs.waterBowl": yesNo("Can you offer water for an assistance dog?"),
  "assistanceDogs.reliefArea": text("Where a dog can be let out nearby"),

  "quieterTimes.offered": yesNo("Is there a regular quieter time?"),
  "quieterTimes.when": text(
    "When the quieter times are",
    "For example: Tuesday and Thursday mornings, 9 to 11.",
  ),
  "quieterTimes.quietSpace": yesNo("Is there a quiet space to take a break?"),

  "contact.phone": text("Phone number"),
  "contact.website": text("Website address"),
  "contact.openingHours": text("Opening hours"),
} as const satisfies Record<string, GuideField>;

export type GuideFieldPath = keyof typeof GUIDE_FIELDS;

/** How many months a fact stays confirmed, given what the guide says of it. */
export function reconfirmMonthsOf(path: GuideFieldPath, value: unknown): number {
  const field: GuideField = GUIDE_FIELDS[path];
  return field.breaks && field.breaks.when === value
    ? BREAKABLE_RECONFIRM_MONTHS
    : RECONFIRM_MONTHS;
}

/** The guide's parts, in the order the form and the page give them. */
export const GUIDE_SECTIONS = [
  { id: "parking", title: "Arriving and parking" },
  { id: "entrance", title: "The entrance" },
  { id: "inside", title: "Moving around inside" },
  { id: "service", title: "The counter and service" },
  { id: "seating", title: "Seating" },
  { id: "toilet", title: "Toilets" },
  { id: "communication", title: "Communication and help" },
  { id: "assistanceDogs", title: "Assistance dogs" },
  { id: "quieterTimes", title: "Quieter times" },
  { id: "contact", title: "How to contact us" },
] as const;
export type GuideSectionId = (typeof GUIDE_SECTIONS)[number]["id"];

/** The section a field is shown in: its path's first part, or the one a top-level fact belongs in. */
const TOP_LEVEL_SECTION: Record<string, GuideSectionId> = {
  hearingLoop: "communication",
  assistanceDogsWelcome: "assistanceDogs",
};

export function sectionOf(path: GuideFieldPath): GuideSectionId {
  const [first = "", rest] = path.split(".");
  return rest ? (first as GuideSectionId) : (TOP_LEVEL_SECTION[first] ?? "communication");
}

/** Each section's fields, in the table's order. */
export const fieldsOf = (section: GuideSectionId) =>
  (Object.keys(GUIDE_FIELDS) as GuideFieldPath[]).filter((path) => sectionOf(path) === section);

export { GUIDE_NEED_IDS, GUIDE_NEEDS, type GuideNeed, valueAt } from "./needs.ts";

export const GUIDE_STATUSES = ["draft", "in_review", "published", "changes_requested"] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

/** Puts a value at a fact's path ("entrance.steps" or "hearingLoop") in a details object. */
export function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const [first = "", key] = path.split(".");
  if (!key) {
    target[first] = value;
    return;
  }
  const section = (target[first] ?? {}) as Record<string, unknown>;
  section[key] = value;
  target[first] = section;
}
