// Sense checks for measurements: a value the contract allows but that is unusual for its
// unit, such as a step of 15 mm from someone who measured 15 cm, is named with a hint and asked
// about. The owner changes it or ticks a box to keep it: a hard block would turn away a real
// 15 mm sill. Shared by the contract (which asks) and the form (which shows the box), so the
// server and the page agree. Free of zod and of React.
import { GUIDE_FIELDS, type GuideFieldPath, type MeasureField } from "./fields.ts";

interface SenseCheck {
  /** The usual range: outside it, the owner is asked. */
  usualMin: number;
  usualMax: number;
  /** "lower than a kerb": what a value under the usual range is like. */
  low?: string;
  /** What a value over it is like. */
  high?: string;
  /** 0 means "none" (no space beside the toilet), so it is never asked about. */
  zeroIsNone?: boolean;
}

export const SENSE_CHECKS: Partial<Record<GuideFieldPath, SenseCheck>> = {
  "parking.bayWidthMm": {
    usualMin: 2400,
    usualMax: 4800,
    low: "narrower than an ordinary parking space",
    high: "wider than two parking spaces side by side",
  },
  "parking.bayLengthMm": {
    usualMin: 4800,
    usualMax: 7500,
    low: "shorter than an ordinary parking space",
    high: "longer than most parking spaces",
  },
  "parking.distanceToEntranceM": {
    usualMin: 0,
    usualMax: 500,
    high: "further than most car parks are from their door: over a 6-minute walk",
  },
  "entrance.stepHeightMm": {
    usualMin: 40,
    usualMax: 250,
    low: "lower than a kerb",
    high: "higher than a stair",
  },
  "entrance.rampGradientPercent": {
    usualMin: 0,
    usualMax: 15,
    high: "steeper than most ramps (1 in 12 is about 8 %)",
  },
  "entrance.doorClearWidthMm": {
    usualMin: 600,
    usualMax: 2000,
    low: "narrower than most doorways",
    high: "wider than most double doors",
  },
  "inside.narrowestRouteMm": { usualMin: 600, usualMax: 5000, low: "narrower than most doorways" },
  "inside.liftWidthMm": {
    usualMin: 800,
    usualMax: 2200,
    low: "narrower than the smallest passenger lift",
  },
  "inside.liftDepthMm": {
    usualMin: 1000,
    usualMax: 2800,
    low: "shallower than the smallest passenger lift",
  },
  "service.counterHeightMm": {
    usualMin: 650,
    usualMax: 1200,
    low: "lower than a coffee table",
    high: "higher than most bar counters",
  },
  "seating.tableHeightMm": {
    usualMin: 600,
    usualMax: 1100,
    low: "lower than a dining table",
    high: "higher than a bar table",
  },
  "toilet.doorClearWidthMm": {
    usualMin: 600,
    usualMax: 1500,
    low: "narrower than most doorways",
    high: "wider than most toilet doors",
  },
  "toilet.turningSpaceMm": {
    usualMin: 1000,
    usualMax: 2500,
    low: "smaller than a wheelchair can turn round in",
    high: "larger than most accessible toilets",
  },
  "toilet.transferSpaceMm": {
    usualMin: 150,
    usualMax: 2000,
    low: "narrower than a hand's width",
    zeroIsNone: true,
  },
};

const UNIT_WORDS = { mm: " mm", m: " metres", "%": " %" } as const;

/** "15 mm". */
export const withUnit = (path: GuideFieldPath, value: number) =>
  `${value}${UNIT_WORDS[(GUIDE_FIELDS[path] as MeasureField).unit]}`;

/**
 * The hint for an unusual value, or null for a usual one: "15 mm is lower than a kerb — did you
 * mean 150 mm?" The guess is the value ten times over (centimetres written as millimetres) when
 * that is usual.
 */
export function unusualMeasure(path: GuideFieldPath, value: unknown): string | null {
  const check = SENSE_CHECKS[path];
  if (!check || typeof value !== "number" || !Number.isFinite(value)) return null;
  if (check.zeroIsNone && value === 0) return null;
  if (value < check.usualMin && check.low) {
    const guess = value * 10;
    const usual = guess >= check.usualMin && guess <= check.usualMax;
    return `${withUnit(path, value)} is ${check.low}${usual ? ` — did you mean ${withUnit(path, guess)}?` : "."}`;
  }
  if (value > check.usualMax && check.high) return `${withUnit(path, value)} is ${check.high}.`;
  return null;
}

/** The form's tick box that keeps an unusual value: `confirm:entrance.stepHeightMm`. */
export const confirmFieldOf = (path: GuideFieldPath) => `confirm:${path}`;
export const CHECKED_PATHS = Object.keys(SENSE_CHECKS) as GuideFieldPath[];

/** The error the contract gives until the value is changed or kept. */
export const askAbout = (path: GuideFieldPath, value: number, hint: string) =>
  `${hint} Change it, or tick "Yes, ${withUnit(path, value)} is right" to keep it.`;
