// A visitor's own access needs ("Does it fit me?", decision 043) in the address:
// /access-guides?chairWidthMm=700&maxStepMm=0&transfer=left&needs=hearing-loop,seating. Read the
// same by the pages, the server's prefetch and the API; the API checks the same parameters with
// zod (contracts/access-guide-fit.ts) and answers 400 where this reader quietly drops a bad value.
// No account and nothing kept on the server: the address is the profile, so it can be shared.
// Free of zod and of React.
import type { GuideNeed } from "./needs.ts";
import { PROFILE_PARAMS } from "./profile-params.ts";

export { PROFILE_PARAMS };

/**
 * The needs a profile can name: the directory's five (needs.ts) and somewhere to sit, each with
 * the fact it asks about. Their words are the visitor's own, and differ from the directory's
 * filter ("Hearing loop"), so the two forms on one page never share a label.
 */
export const PROFILE_NEEDS = [
  { id: "step-free", label: "Step-free access, no steps at all", path: "entrance.stepFree" },
  {
    id: "accessible-toilet",
    label: "A toilet designed for disabled people",
    path: "toilet.accessible",
  },
  { id: "hearing-loop", label: "An induction loop for my hearing aid", path: "hearingLoop" },
  {
    id: "assistance-dogs",
    label: "A welcome for my assistance dog",
    path: "assistanceDogsWelcome",
  },
  { id: "quieter-times", label: "A quieter time to visit", path: "quieterTimes.offered" },
  { id: "seating", label: "Somewhere to sit while I wait", path: "seating.waitingSeats" },
] as const satisfies readonly { id: GuideNeed | "seating"; label: string; path: string }[];
export type ProfileNeed = (typeof PROFILE_NEEDS)[number]["id"];
export const PROFILE_NEED_IDS = PROFILE_NEEDS.map((need) => need.id) as [
  ProfileNeed,
  ...ProfileNeed[],
];

export const TRANSFER_SIDES = ["left", "right", "either"] as const;
export type TransferSide = (typeof TRANSFER_SIDES)[number];

/** The widths a chair or scooter can be: from a narrow child's chair to a large scooter. */
export const CHAIR_WIDTH_RANGE = { min: 400, max: 1500 } as const;
/** 0 is "no steps at all"; 300 mm is a very high step. */
export const MAX_STEP_RANGE = { min: 0, max: 300 } as const;

export interface VisitorProfile {
  /** Overall width of the wheelchair or scooter, in mm. */
  chairWidthMm?: number;
  /** The highest single step the visitor can manage, in mm; 0 for none. */
  maxStepMm?: number;
  /** Which side of the toilet, as you face it, the visitor needs the clear space on. */
  transfer?: TransferSide;
  needs: ProfileNeed[];
}

const isNeed = (value: string): value is ProfileNeed =>
  (PROFILE_NEED_IDS as readonly string[]).includes(value);

function wholeIn(value: string | null, range: { min: number; max: number }) {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value.trim());
  return Number.isInteger(number) && number >= range.min && number <= range.max
    ? number
    : undefined;
}

/** The profile in an address; what is missing or not understood is left out. */
export function profileFrom(search: URLSearchParams): VisitorProfile {
  const transfer = search.get("transfer");
  return {
    chairWidthMm: wholeIn(search.get("chairWidthMm"), CHAIR_WIDTH_RANGE),
    maxStepMm: wholeIn(search.get("maxStepMm"), MAX_STEP_RANGE),
    transfer: (TRANSFER_SIDES as readonly string[]).includes(transfer ?? "")
      ? (transfer as TransferSide)
      : undefined,
    needs: [
      ...new Set(
        search
          .getAll("needs")
          .flatMap((each) => each.split(","))
          .map((each) => each.trim())
          .filter(isNeed),
      ),
    ],
  };
}

/** Whether the visitor said anything: with nothing, there is no verdict to give. */
export const hasProfile = (profile: VisitorProfile) =>
  profile.chairWidthMm !== undefined ||
  profile.maxStepMm !== undefined ||
  profile.transfer !== undefined ||
  profile.needs.length > 0;

/** The profile as address parameters, in a fixed order (needs joined by commas). */
export function profileParams(profile: VisitorProfile): [string, string][] {
  const params: [string, string][] = [];
  if (profile.chairWidthMm !== undefined) params.push(["chairWidthMm", `${profile.chairWidthMm}`]);
  if (profile.maxStepMm !== undefined) params.push(["maxStepMm", `${profile.maxStepMm}`]);
  if (profile.transfer) params.push(["transfer", profile.transfer]);
  if (profile.needs.length > 0) {
    const ordered = PROFILE_NEED_IDS.filter((id) => profile.needs.includes(id));
    params.push(["needs", ordered.join(",")]);
  }
  return params;
}

/** "chairWidthMm=700&needs=hearing-loop", or "" for no profile. */
export const profileQueryString = (profile: VisitorProfile) =>
  new URLSearchParams(profileParams(profile)).toString();

/** What a page's form says about a value it could not read, by parameter. */
export const PROFILE_FIELD_PROBLEMS = {
  chairWidthMm: `Enter your chair's width as a whole number of millimetres, from ${CHAIR_WIDTH_RANGE.min} to ${CHAIR_WIDTH_RANGE.max}`,
  maxStepMm: `Enter the highest step as a whole number of millimetres, from ${MAX_STEP_RANGE.min} to ${MAX_STEP_RANGE.max}`,
} as const;

/** The figures given in the address that `profileFrom` had to leave out, with what to do. */
export function profileProblems(
  search: URLSearchParams,
): Partial<Record<keyof typeof PROFILE_FIELD_PROBLEMS, string>> {
  const problems: Partial<Record<keyof typeof PROFILE_FIELD_PROBLEMS, string>> = {};
  const profile = profileFrom(search);
  for (const name of ["chairWidthMm", "maxStepMm"] as const) {
    const given = (search.get(name) ?? "").trim();
    if (given !== "" && profile[name] === undefined) problems[name] = PROFILE_FIELD_PROBLEMS[name];
  }
  return problems;
}
