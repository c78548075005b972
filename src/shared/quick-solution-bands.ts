// What a quick solution costs and how much work it is, in bands a café owner can act
// on. A solution nobody has rated yet has no band (null): the site says "not yet rated" rather
// than guess. Zod-free, so the table, the cards and the route table can import it cheaply.

export const COST_BANDS = [
  {
    id: "free",
    label: "Free",
    filterLabel: "Free",
    meaning: "no money, only your time",
  },
  {
    id: "under-50",
    label: "Under £50",
    filterLabel: "Under £50",
    meaning: "less than £50",
  },
  {
    id: "50-500",
    label: "£50–£500",
    filterLabel: "Up to £500",
    meaning: "between £50 and £500",
  },
  {
    id: "over-500",
    label: "Over £500",
    meaning: "more than £500",
  },
] as const;
export type CostBand = (typeof COST_BANDS)[number]["id"];
export const COST_BAND_IDS = COST_BANDS.map((band) => band.id) as [CostBand, ...CostBand[]];

export const EFFORT_BANDS = [
  {
    id: "low",
    label: "Low",
    filterLabel: "Low",
    meaning: "an hour or two",
  },
  {
    id: "medium",
    label: "Medium",
    filterLabel: "Low or medium",
    meaning: "a day or more, or a tradesperson's visit",
  },
  {
    id: "high",
    label: "High",
    meaning: "a project over weeks",
  },
] as const;
export type EffortBand = (typeof EFFORT_BANDS)[number]["id"];
export const EFFORT_BAND_IDS = EFFORT_BANDS.map((band) => band.id) as [EffortBand, ...EffortBand[]];

/** Shown wherever a solution has no band yet: honest, not a guess. */
export const NOT_YET_RATED = "Not yet rated";

export const costLabel = (band: CostBand | null) =>
  COST_BANDS.find((option) => option.id === band)?.label ?? NOT_YET_RATED;

export const effortLabel = (band: EffortBand | null) =>
  EFFORT_BANDS.find((option) => option.id === band)?.label ?? NOT_YET_RATED;

/**
 * The bands at or below `max`, cheapest first: a visitor with £50 to spend wants the free
 * solutions too. Unrated solutions are never "at or below" anything, so a limit leaves them out.
 */
export function bandsUpTo<Id extends string>(ids: readonly Id[], max: Id): Id[] {
  return ids.slice(0, ids.indexOf(max) + 1);
}

export const isCostBand = (value: unknown): value is CostBand =>
  COST_BAND_IDS.includes(value as CostBand);
export const isEffortBand = (value: unknown): value is EffortBand =>
  EFFORT_BAND_IDS.includes(value as EffortBand);
