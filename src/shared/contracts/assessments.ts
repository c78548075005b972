// The self-assessment API's contracts. A submission carries answers only: scores,
// bands and recommendations are worked out on the server, and anything else a client sends is
// dropped by the schema.
import { z } from "zod";
import {
  ANSWERS,
  AREA_IDS,
  BUSINESS_SIZES,
  BUSINESS_TYPES,
  FIRST_STEPS,
  GUIDE_SECTIONS,
  PLAN_GROUPS,
} from "../assessment/model.ts";
import { ASSESSMENT_TOKEN_PATTERN } from "../assessment/results-token.ts";
import { COST_BAND_IDS, EFFORT_BAND_IDS } from "../quick-solution-bands.ts";
import { timestamp } from "./common.ts";

const ids = <T extends readonly { id: string }[]>(list: T) =>
  list.map((item) => item.id) as unknown as readonly [T[number]["id"], ...T[number]["id"][]];

export const businessType = z.enum(ids(BUSINESS_TYPES), { error: "Choose your type of business" });
export const businessSize = z.enum(ids(BUSINESS_SIZES), {
  error: "Choose how many people work in your business",
});
export const areaId = z.enum(AREA_IDS, { error: "Choose areas from the list" });
export const answer = z.enum(ids(ANSWERS), {
  error: "Answer with yes, partly, no, not-sure or not-applicable",
});

export const assessmentToken = z.string().regex(ASSESSMENT_TOKEN_PATTERN, "No such results");
export const tokenParams = z.object({ token: assessmentToken });

export const assessmentInput = z.object({
  businessType,
  businessSize,
  focus: z
    .array(areaId)
    .min(1, "Choose at least one area to assess")
    .max(AREA_IDS.length)
    .refine((focus) => new Set(focus).size === focus.length, "Choose each area once"),
  responses: z
    .record(z.string().max(100), answer)
    .refine((responses) => Object.keys(responses).length <= 200, "Too many answers"),
  /**
   * Results this submission follows on from, kept at their own address. Superseded by
   * `PUT /api/assessments/:token`, which updates results in place; still read from a POST.
   */
  previousToken: assessmentToken.optional(),
});
export type AssessmentInput = z.input<typeof assessmentInput>;

/** The questions a business of this type and size is asked. */
export const questionsQuery = z.object({
  businessType: businessType.optional(),
  businessSize: businessSize.optional(),
});
export type QuestionsQuery = z.infer<typeof questionsQuery>;

export const questionList = z.object({
  businessTypes: z.array(z.object({ id: z.string(), label: z.string() })),
  businessSizes: z.array(z.object({ id: z.string(), label: z.string() })),
  areas: z.array(
    z.object({
      id: areaId,
      title: z.string(),
      questions: z.array(
        z.object({
          id: z.string(),
          text: z.string(),
          hint: z.string(),
          primary: z.boolean(),
          /** Asked only after this answer to an earlier question, or null when always asked. */
          askedAfter: z.object({ question: z.string(), answers: z.array(answer) }).nullable(),
        }),
      ),
    }),
  ),
});

const level = z.enum(["low", "medium", "high"]);

/**
 * A fix's cost and effort are its quick solution's bands, read when the results are
 * read, so the team's edits show. Null when the team has since deleted that quick solution.
 */
export const linkedQuickSolution = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  costBand: z.enum(COST_BAND_IDS).nullable(),
  effortBand: z.enum(EFFORT_BAND_IDS).nullable(),
});

export const recommendation = z.object({
  questionId: z.string(),
  areaId,
  question: z.string(),
  answer,
  /** "check" for a "Not sure": find out first (what to measure, how) before buying anything. */
  kind: z.enum(["fix", "check"]),
  action: z.string(),
  impact: level,
  /** Which part of the plan it sits in, after the first steps. */
  group: z.enum(ids(PLAN_GROUPS)),
  quickSolution: linkedQuickSolution.nullable(),
  expertArticle: z.object({ title: z.string(), href: z.string() }).nullable(),
});
export type Recommendation = z.infer<typeof recommendation>;

/** Per chosen area, 0–100; null when every question in it was "Doesn't apply". */
export const areaScores = z.partialRecord(areaId, z.number().int().min(0).max(100).nullable());
export type AreaScores = z.infer<typeof areaScores>;

/** POST's answer (201), and PUT's (200) with the same token it was sent. */
export const assessmentCreated = z.object({
  token: z.string(),
  overallScore: z.number().int(),
  scores: areaScores,
  /** Every gap, first steps first, then by group. */
  recommendations: z.array(recommendation),
  /** "What to do first": at most five recommendations' question ids, in order. */
  firstSteps: z.array(z.string()).max(FIRST_STEPS),
});

export const guideSection = z.object({
  id: z.enum(ids(GUIDE_SECTIONS)),
  title: z.string(),
  sentences: z.array(z.string()),
});

/** Scores an update replaced, with when those answers were given. */
export const earlierScores = z.object({
  overallScore: z.number().int(),
  scores: areaScores,
  assessedAt: timestamp,
});
/** As the database keeps them: the time as an ISO string. */
export type StoredEarlierScores = z.input<typeof earlierScores>;

/** Earlier scores kept for a business's results: the newest this many. */
export const HISTORY_KEPT = 20;

export const assessmentResult = assessmentCreated.extend({
  businessType,
  businessSize,
  focus: z.array(areaId),
  responses: z.record(z.string(), answer),
  band: z.string(),
  guide: z.array(guideSection),
  /** The same guide as plain text: what Copy copies and the download holds. */
  guideText: z.string(),
  /** When the results were first made. */
  createdAt: timestamp,
  /** When these answers were given: the first time, or the last update. */
  updatedAt: timestamp,
  /** The scores before the last update, for the change per area; null if never updated. */
  previous: z
    .object({ overallScore: z.number().int(), scores: areaScores, createdAt: timestamp })
    .nullable(),
  /** Every earlier score kept for these results, newest first (at most HISTORY_KEPT). */
  history: z.array(earlierScores),
});
export type AssessmentResult = z.input<typeof assessmentResult>;

export const assessmentSummary = z.object({
  count: z.number().int(),
  averageOverall: z.number().int().nullable(),
  areas: z.array(
    z.object({
      id: areaId,
      title: z.string(),
      assessed: z.number().int(),
      averageScore: z.number().int().nullable(),
    }),
  ),
  commonGaps: z.array(
    z.object({ questionId: z.string(), question: z.string(), areaId, count: z.number().int() }),
  ),
});
export type AssessmentSummary = z.input<typeof assessmentSummary>;

/** Submissions per client address per hour. */
export const ASSESSMENT_RATE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
