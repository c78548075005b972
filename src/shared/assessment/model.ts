// The business self-assessment's vocabulary: who is answering, the six areas, the five answers,
// and the shape of a question with the fix it leads to. The questions themselves live in
// ./areas/, one file per area; what each leads to (its fix, check and guide sentences) lives on the
// server, in server/modules/assessments/fixes/, beside them one file per area.

export const BUSINESS_TYPES = [
  { id: "retail", label: "Retail shop" },
  { id: "hospitality", label: "Café, restaurant or pub" },
  { id: "office", label: "Office or professional service" },
  { id: "health", label: "Health or care" },
  { id: "accommodation", label: "Accommodation" },
  { id: "venue", label: "Venue or attraction" },
  { id: "community", label: "Community or faith building" },
  { id: "online", label: "Online only" },
  { id: "other", label: "Other" },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]["id"];

export const BUSINESS_SIZES = [
  { id: "1", label: "1 person" },
  { id: "2-9", label: "2–9 people" },
  { id: "10-49", label: "10–49 people" },
  { id: "50-249", label: "50–249 people" },
  { id: "250+", label: "250 or more people" },
] as const;
export type BusinessSize = (typeof BUSINESS_SIZES)[number]["id"];

export const AREA_IDS = [
  "getting-there",
  "inside",
  "communication",
  "digital",
  "service",
  "employment",
] as const;
export type AreaId = (typeof AREA_IDS)[number];

/** Sizes with people to employ: a one-person business is not asked about its staff. */
export const WITH_STAFF: readonly BusinessSize[] = ["2-9", "10-49", "50-249", "250+"];

/** Types whose premises the public visit in numbers (not offices, not online). */
export const OPEN_TO_THE_PUBLIC: readonly BusinessType[] = [
  "retail",
  "hospitality",
  "health",
  "accommodation",
  "venue",
  "community",
  "other",
];

/** Areas about a physical building: an online-only business does not assess them. */
export const PREMISES_AREAS: readonly AreaId[] = ["getting-there", "inside"];

export const ANSWERS = [
  { id: "yes", label: "Yes" },
  { id: "partly", label: "Partly" },
  { id: "no", label: "No" },
  { id: "not-sure", label: "Not sure" },
  { id: "not-applicable", label: "Doesn't apply" },
] as const;
export type Answer = (typeof ANSWERS)[number]["id"];

/** Answers that leave a gap, each of which becomes a recommendation. */
export const GAP_ANSWERS: readonly Answer[] = ["no", "partly", "not-sure"];

/** What a finding offers: it asks what there is, so "Partly" and "Doesn't apply" say nothing. */
export const FINDING_ANSWERS: readonly Answer[] = ["yes", "no", "not-sure"];

/** The answers a question offers, in the order the form shows them. */
export const answersOf = (question: Pick<Question, "finding">): readonly Answer[] =>
  question.finding ? FINDING_ANSWERS : ANSWERS.map((answer) => answer.id);

/**
 * Whether an answer leaves a gap to plan for. A finding's "No" is a fact, not a gap ("there is no
 * other entrance"): the question before it holds the gap, so only its "Not sure" needs a check.
 */
export const isGap = (question: Pick<Question, "finding">, answer: Answer): boolean =>
  question.finding ? answer === "not-sure" : GAP_ANSWERS.includes(answer);

export type Level = "low" | "medium" | "high";

/**
 * Who is asked a question: every part must hold. Leave it out to ask everyone who chose
 * the question's area.
 */
export interface AskedWhen {
  /** About the premises: not asked of an online-only business. */
  premises?: true;
  /** Only businesses of these sizes. */
  sizes?: readonly BusinessSize[];
  /** Only businesses of these types. */
  types?: readonly BusinessType[];
  /** Only after another question was answered one of these ways ("Yes, we have one"). */
  after?: { question: string; answers: readonly Answer[] };
}

/** "What to do first" is at most this many steps, not every gap. */
export const FIRST_STEPS = 5;

/**
 * After "What to do first", the rest of a plan in three groups by what the fix costs
 * (its quick solution's band); a check costs nothing and sits with the free ones.
 */
export const PLAN_GROUPS = [
  { id: "free", title: "Free, this week" },
  { id: "under-500", title: "Under £500" },
  { id: "refit", title: "Plan for your next refit" },
] as const;
export type PlanGroupId = (typeof PLAN_GROUPS)[number]["id"];

/** The sections of the draft accessibility guide, in the order the guide prints them. */
export const GUIDE_SECTIONS = [
  { id: "arriving", title: "Arriving" },
  { id: "getting-in", title: "Getting in" },
  { id: "inside", title: "Inside" },
  { id: "facilities", title: "Facilities" },
  { id: "communication", title: "Communication" },
  { id: "help", title: "How to ask for help" },
] as const;
export type GuideSectionId = (typeof GUIDE_SECTIONS)[number]["id"];

export interface Question {
  /** Stable and unique across areas, kebab-case, prefixed by the area: "getting-there.step-free". */
  id: string;
  /** The legend: one plain question a business owner can answer, "Do you…?" or "Is your…?". */
  text: string;
  /** One or two sentences: why it matters to disabled visitors, staff or customers. */
  hint: string;
  /** Words in `text` a busy owner may not know, explained in one sentence each. */
  definitions?: { term: string; meaning: string }[];
  /** Primary questions must be answered and count double; secondary ones may be skipped. */
  primary: boolean;
  /** Who is asked; everyone who chose the area when left out. */
  askedWhen?: AskedWhen;
  /**
   * A question that finds out what the business has, so the questions after it fit ("Do you keep
   * any access equipment?" before asking whether staff can use it). It offers Yes, No and Not
   * sure, is not scored, and only its "Not sure" leads anywhere: to a check.
   */
  finding?: true;
}

/**
 * What a question leads to, kept on the server (server/modules/assessments/fixes/): the browser
 * asks the questions and never needs these, so they stay out of the journey's JavaScript.
 */
export interface QuestionFix {
  fix: {
    /**
     * What to do, as an instruction: "Keep a portable ramp by the door and a bell to ask for it."
     * A finding has none: its "No" is no gap (a test holds the two together).
     */
    action?: string;
    /** How much the gap matters to the people it stops; cost and effort are the quick solution's. */
    impact: Level;
    /**
     * The quick solution that explains the fix, by its key. Its cost and effort bands
     * are the fix's, so results always agree with the Quick Solutions the team keeps.
     */
    quickSolution: string;
    /** An expert article (exact title) that goes further, when there is one. */
    expertArticle?: string;
  };
  /**
   * Whether the gap stops people getting in, or knowing what to expect before they come: the
   * way in, the route to it, the door, and the access information. The plan puts these before
   * everything once inside, whatever they cost (docs/decisions/033-getting-in-comes-first.md).
   */
  gettingIn?: true;
  /**
   * For "Not sure": what to check or measure first, and how, before spending anything. One or two
   * sentences, as an instruction: "Open the door fully and measure…".
   */
  check: string;
  /**
   * Sentences for the business's draft accessibility guide, written to visitors in the business's
   * own voice ("Our main entrance is step-free."). Facts the questionnaire cannot know are
   * placeholders in square brackets: "[door width in centimetres]". Leave out an answer to say
   * nothing about it in the guide.
   */
  guide?: { section: GuideSectionId } & Partial<Record<"yes" | "partly" | "no", string>>;
}

/** Each question's fix, check and guide sentences, by question id. */
export type QuestionFixes = Record<string, QuestionFix>;

export interface Area {
  id: AreaId;
  title: string;
  /** One sentence under the step's heading: what this area covers. */
  intro: string;
  questions: Question[];
}
