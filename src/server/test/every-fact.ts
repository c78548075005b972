// A guide's facts with every field of the facts table filled, each inside its range: for the
// tests that check an export keeps and validates them all.
import {
  GUIDE_FIELDS,
  type GuideField,
  type GuideFieldPath,
  setAt,
} from "../../shared/access-guides/fields.ts";
import type { GuideDetails } from "../../shared/contracts/access-guides.ts";

/** A value each kind of fact accepts, inside its range. */
export function sampleOf(field: GuideField): unknown {
  switch (field.kind) {
    case "yes-no":
      return true;
    case "measure":
      return Math.round((field.min + field.max) / 2);
    case "count":
      return Math.min(2, field.max);
    case "choice":
      return field.options[0]?.value;
    default:
      return `${field.label}: written by the business`;
  }
}

export function everyFact(): GuideDetails {
  const details: Record<string, unknown> = {};
  for (const [path, field] of Object.entries(GUIDE_FIELDS) as [GuideFieldPath, GuideField][]) {
    setAt(details, path, sampleOf(field));
  }
  setAt(details, "contact.phone", "0113 496 0000");
  setAt(details, "contact.website", "www.example.co.uk");
  return details as GuideDetails;
}
