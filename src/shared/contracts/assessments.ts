// The self-assessment API's contracts (issue 15). A submission carries answers only: scores,
// bands and recommendations are worked out on the server, and anything else a client sends is
// dropped by the schema.
import { z } from "zod";
import { ASSESSMENT_TOKEN_PATTERN } from "../api-paths.ts";
import {
  ANSWERS,
  AREA_IDS,
  BUSINESS_SIZES,
  BUSINESS_TYPES,
  GUIDE_SECTIONS,
} from "../assessment/model.ts";
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
  previousToken: assessmentToken.optional(),
});
export type AssessmentInput = z.input<typeof assessmentInput>;

export const questionList = z.object({
  businessTypes: z.array(z.object({ id: z.string(), label: z.string() })),
  businessSizes: z.array(z.object({ id: z.string(), label: z.string() })),
  areas: z.array(
    z.object({
      id: areaId,
      title: z.string(),
      questions: z.array(
        z.object({ id: z.string(), text: z.string(), hint: z.string(), primary: z.boolean() }),
      ),
    }),
  ),
});

const level = z.enum(["low", "medium", "high"]);

export const recommendation = z.object({
  questionId: z.string(),
  areaId,
  question: z.string(),
  answer,
  action: z.string(),
  impact: level,
  effort: level,
  cost: z.enum(["£", "££", "£££"]),
  learnMore: z.object({ title: z.string(), href: z.string() }),
});
export type Recommendation = z.infer<typeof recommendation>;

/** Per chosen area, 0–100; null when every question in it was "Doesn't apply". */
export const areaScores = z.partialRecord(areaId, z.number().int().min(0).max(100).nullable());
export type AreaScores = z.infer<typeof areaScores>;

export const assessmentCreated = z.object({
  token: z.string(),
  overallScore: z.number().int(),
  scores: areaScores,
  recommendations: z.array(recommendation),
});

export const guideSection = z.object({
  id: z.enum(ids(GUIDE_SECTIONS)),
  title: z.string(),
  sentences: z.array(z.string()),
});

export const assessmentResult = assessmentCreated.extend({
  businessType,
  businessSize,
  focus: z.array(areaId),
  responses: z.record(z.string(), answer),
  band: z.string(),
  guide: z.array(guideSection),
  /** The same guide as plain text: what Copy copies and the download holds. */
  guideText: z.string(),
  createdAt: timestamp,
  /** The assessment this one updated, for the change per area; null if none or deleted since. */
  previous: z
    .object({ overallScore: z.number().int(), scores: areaScores, createdAt: timestamp })
    .nullable(),
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
