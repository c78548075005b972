import { z } from "zod";
import { COST_BAND_IDS, EFFORT_BAND_IDS } from "../quick-solution-bands.ts";
import { plainText, searchTerm, singleLine, timestamp } from "./common.ts";

export const QUICK_SOLUTION_ISSUE_MAX = 255;

export const quickSolution = z.object({
  id: z.number().int(),
  issue: z.string(),
  whyItsAnIssue: z.string(),
  possibleSolutions: z.string(),
  displayOrder: z.number().int(),
  /** Null: not yet rated. */
  costBand: z.enum(COST_BAND_IDS).nullable(),
  effortBand: z.enum(EFFORT_BAND_IDS).nullable(),
  tags: z.array(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** What the API sends and the browser receives. */
export type QuickSolution = z.input<typeof quickSolution>;

/**
 * What the public reads carry, each solution naming its own page: `url` is the path of
 * its permalink (quickSolutionPath), as articles' `url` is.
 */
export const publicQuickSolution = quickSolution.extend({ url: z.string() });

export const quickSolutionList = z.array(publicQuickSolution);

/**
 * GET /api/quick-solutions query: a search term, ranked, and limits on cost and
 * effort ("this much or less"; a limit leaves out solutions not yet rated). Unknown parameters
 * are refused, as for the articles.
 */
export const quickSolutionListQuery = z.strictObject({
  search: searchTerm.optional(),
  maxCost: z
    .enum(COST_BAND_IDS, { error: `maxCost must be one of ${COST_BAND_IDS.join(", ")}` })
    .optional(),
  maxEffort: z
    .enum(EFFORT_BAND_IDS, { error: `maxEffort must be one of ${EFFORT_BAND_IDS.join(", ")}` })
    .optional(),
});
export type QuickSolutionListQuery = z.infer<typeof quickSolutionListQuery>;

const requiredText = (label: string, max?: number, { oneLine = false } = {}) => {
  const required = `${label} is required`;
  const base = (oneLine ? singleLine(required) : plainText(required).trim()).min(1, required);
  return max ? base.max(max, `Must be at most ${max} characters`) : base.max(20_000);
};

/** A display order that is not a number becomes 0. */
export const toDisplayOrder = (value: unknown): number => {
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isSafeInteger(parsed) ? parsed : 0;
};

export const QUICK_SOLUTION_TAG_MAX = 50;
export const QUICK_SOLUTION_TAGS_MAX = 20;

/**
 * Tags arrive as a list (API clients) or as the admin form's one line, separated by commas; either
 * way they are trimmed, blanks dropped and repeats (ignoring case) kept once.
 */
export const toTags = (value: unknown): unknown => {
  const list = typeof value === "string" ? value.split(",") : value;
  if (!Array.isArray(list)) return list;
  const seen = new Set<string>();
  return list.flatMap((tag) => {
    if (typeof tag !== "string") return [tag];
    const trimmed = tag.trim().replace(/\s+/g, " ");
    const key = trimmed.toLocaleLowerCase("en-GB");
    if (!trimmed || seen.has(key)) return [];
    seen.add(key);
    return [trimmed];
  });
};

/** A band field of the form: "" (the form's "Not yet rated") is null. */
const band = <const Ids extends readonly [string, ...string[]]>(ids: Ids, label: string) =>
  z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .enum(ids, { error: `${label} must be one of ${ids.join(", ")}, or null if not yet rated` })
      .nullable(),
  );

/**
 * The admin form's body for create and update (docs/product.md#managing-quick-solutions). The bands
 * and tags came later and may be left out, as the original client does: a new solution
 * is then not yet rated, and an update keeps what the solution had.
 */
export const quickSolutionInput = z.object({
  issue: requiredText("Issue", QUICK_SOLUTION_ISSUE_MAX, { oneLine: true }),
  whyItsAnIssue: requiredText("Why it's an issue"),
  possibleSolutions: requiredText("Possible solutions"),
  displayOrder: z.preprocess(toDisplayOrder, z.number().int().min(-1_000_000).max(1_000_000)),
  costBand: band(COST_BAND_IDS, "Cost").optional(),
  effortBand: band(EFFORT_BAND_IDS, "Effort").optional(),
  tags: z
    .preprocess(
      toTags,
      z
        .array(
          plainText("Each tag must be text").max(
            QUICK_SOLUTION_TAG_MAX,
            `Each tag must be at most ${QUICK_SOLUTION_TAG_MAX} characters`,
          ),
        )
        .max(QUICK_SOLUTION_TAGS_MAX, `At most ${QUICK_SOLUTION_TAGS_MAX} tags`),
    )
    .optional(),
});
export type QuickSolutionValidInput = z.output<typeof quickSolutionInput>;
