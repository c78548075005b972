// The needs the access guides' directory filters by (decision 036), and the fact in a guide's
// `details` each needs to be true. Apart from the table of facts (./fields.ts), so the route
// table can read a search from an address without loading every fact's words on every page.
export const GUIDE_NEEDS = [
  { id: "step-free", label: "Step-free entrance", path: "entrance.stepFree" },
  { id: "accessible-toilet", label: "Accessible toilet", path: "toilet.accessible" },
  { id: "hearing-loop", label: "Hearing loop", path: "hearingLoop" },
  { id: "assistance-dogs", label: "Assistance dogs welcome", path: "assistanceDogsWelcome" },
  { id: "quieter-times", label: "Quieter times", path: "quieterTimes.offered" },
] as const;
export type GuideNeed = (typeof GUIDE_NEEDS)[number]["id"];
export const GUIDE_NEED_IDS = GUIDE_NEEDS.map((need) => need.id) as [GuideNeed, ...GuideNeed[]];

/** The value at a path of a guide's details ("entrance.stepFree"), or undefined. */
export function valueAt(details: object, path: string): unknown {
  let value: unknown = details;
  for (const part of path.split(".")) {
    value =
      value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}
