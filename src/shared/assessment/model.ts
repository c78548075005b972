// The business self-assessment's vocabulary: who is answering, the six areas, the five answers,
// and the shape of a question with the fix it leads to. The questions themselves live in
// ./areas/, one file per area; scoring and the draft guide are built from these types alone.

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

export type Level = "low" | "medium" | "high";
export type CostBand = "£" | "££" | "£££";

/** Where the fix is explained on this site: an exact quick-solution issue or expert-article title. */
export type LearnMore = { quickSolution: string } | { expertArticle: string };

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
  fix: {
    /** What to do, as an instruction: "Keep a portable ramp by the door and a bell to ask for it." */
    action: string;
    impact: Level;
    effort: Level;
    cost: CostBand;
    learnMore: LearnMore;
  };
  /**
   * Sentences for the business's draft accessibility guide, written to visitors in the business's
   * own voice ("Our main entrance is step-free."). Facts the questionnaire cannot know are
   * placeholders in square brackets: "[door width in centimetres]". Leave out an answer to say
   * nothing about it in the guide.
   */
  guide?: { section: GuideSectionId } & Partial<Record<"yes" | "partly" | "no", string>>;
}

export interface Area {
  id: AreaId;
  title: string;
  /** One sentence under the step's heading: what this area covers. */
  intro: string;
  questions: Question[];
}
