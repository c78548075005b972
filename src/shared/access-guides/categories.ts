// What kind of place a guide describes: a short list the business chooses from, each
// with the category A11yJSON consumers (accessibility.cloud, Wheelmap) file it under and the
// OpenStreetMap tag that marks such a place. One table, so the form, the page, the A11yJSON export
// and the OpenStreetMap tags all say the same thing. Free of zod and React, like ./fields.ts.
import type { BusinessType } from "../assessment/model.ts";

export interface GuideCategory {
  id: string;
  /** The option on the form and the words on the page. */
  label: string;
  /** A11yJSON's `category`: accessibility.cloud's id, which follows OpenStreetMap's values. */
  a11yJson: string;
  /** The OpenStreetMap tag for such a place, or null when no one tag fits ("other"). */
  osm: { key: string; value: string } | null;
}

export const GUIDE_CATEGORIES = [
  { id: "cafe", label: "Café", a11yJson: "cafe", osm: { key: "amenity", value: "cafe" } },
  {
    id: "restaurant",
    label: "Restaurant",
    a11yJson: "restaurant",
    osm: { key: "amenity", value: "restaurant" },
  },
  { id: "pub", label: "Pub or bar", a11yJson: "pub", osm: { key: "amenity", value: "pub" } },
  { id: "shop", label: "Shop", a11yJson: "shop", osm: { key: "shop", value: "yes" } },
  {
    id: "hairdresser",
    label: "Hairdresser or barber",
    a11yJson: "hairdresser",
    osm: { key: "shop", value: "hairdresser" },
  },
  {
    id: "hotel",
    label: "Hotel or guest house",
    a11yJson: "hotel",
    osm: { key: "tourism", value: "hotel" },
  },
  {
    id: "museum",
    label: "Museum or gallery",
    a11yJson: "museum",
    osm: { key: "tourism", value: "museum" },
  },
  {
    id: "library",
    label: "Library",
    a11yJson: "library",
    osm: { key: "amenity", value: "library" },
  },
  {
    id: "surgery",
    label: "GP surgery or health centre",
    a11yJson: "doctors",
    osm: { key: "amenity", value: "doctors" },
  },
  { id: "office", label: "Office", a11yJson: "office", osm: { key: "office", value: "yes" } },
  { id: "other", label: "Something else", a11yJson: "other", osm: null },
] as const satisfies readonly GuideCategory[];

export type GuideCategoryId = (typeof GUIDE_CATEGORIES)[number]["id"];
export const GUIDE_CATEGORY_IDS = GUIDE_CATEGORIES.map((category) => category.id) as [
  GuideCategoryId,
  ...GuideCategoryId[],
];
export const DEFAULT_GUIDE_CATEGORY: GuideCategoryId = "other";

const OTHER: GuideCategory = { id: "other", label: "Something else", a11yJson: "other", osm: null };

/** A category by its id; an id not in the list (none should be) reads as "other". */
export const guideCategory = (id: string): GuideCategory =>
  GUIDE_CATEGORIES.find((category) => category.id === id) ?? OTHER;

/** The OpenStreetMap tags that say what kind of place it is: `{ amenity: "cafe" }`, or none. */
export function osmCategoryTags(id: string): Record<string, string> {
  const { osm } = guideCategory(id);
  return osm ? { [osm.key]: osm.value } : {};
}

/**
 * The category a guide starts with when the business names none: what its self-assessment's
 * business type says, where that is one kind of place. "Café, restaurant or pub" could be any of
 * three, so it starts as a restaurant, the widest; the business can change it.
 */
export const CATEGORY_OF_BUSINESS_TYPE: Record<BusinessType, GuideCategoryId> = {
  retail: "shop",
  hospitality: "restaurant",
  office: "office",
  health: "surgery",
  accommodation: "hotel",
  venue: "other",
  community: "other",
  online: "other",
  other: "other",
};

export const categoryOfBusinessType = (type: string | null | undefined): GuideCategoryId =>
  CATEGORY_OF_BUSINESS_TYPE[type as BusinessType] ?? DEFAULT_GUIDE_CATEGORY;
