// Access guides for tests (decision 036): a draft by default, or published with the given name,
// town and facts as if the team had approved it.
import { randomBytes } from "node:crypto";
import type { GuideCategoryId } from "../../shared/access-guides/categories.ts";
import type { GuideLocation } from "../../shared/access-guides/location.ts";
import { postcodeDistrict } from "../../shared/access-guides/postcode.ts";
import type { GuideDetails } from "../../shared/contracts/access-guides.ts";
import type { Db } from "../db/connection.ts";
import { accessGuides } from "../db/schema.ts";
import { sha256Hex } from "../db/sha256.ts";

let counter = 0;

interface GuideOverrides {
  name?: string;
  category?: GuideCategoryId;
  town?: string;
  postcode?: string;
  details?: GuideDetails;
  /** Where the place is; a point in Leeds unless given (null for none). */
  location?: GuideLocation | null;
  published?: boolean;
}

export async function makeAccessGuide(db: Db, overrides: GuideOverrides = {}) {
  counter += 1;
  const name = overrides.name ?? `Test café ${counter}`;
  const town = overrides.town ?? "Leeds";
  const postcode = overrides.postcode ?? "LS1 4AP";
  const details = overrides.details ?? { entrance: { stepFree: true, doorClearWidthMm: 900 } };
  const manageToken = randomBytes(24).toString("base64url");
  const checked = new Date("2026-06-01T10:00:00Z");
  const category = overrides.category ?? "cafe";
  const location =
    overrides.location === undefined ? { lat: 53.7965, lon: -1.5478 } : overrides.location;
  const facts = {
    name,
    town,
    postcode,
    postcodeDistrict: postcodeDistrict(postcode),
    category,
    details,
  };
  const [row] = await db
    .insert(accessGuides)
    .values({
      manageTokenHash: sha256Hex(manageToken),
      ...facts,
      lat: location?.lat ?? null,
      lon: location?.lon ?? null,
      ...(overrides.published
        ? {
            status: "published" as const,
            lastCheckedAt: checked,
            publishedAt: checked,
            published: {
              ...facts,
              ...(location ? { location } : {}),
              contactEmail: null,
              lastCheckedAt: checked.toISOString(),
            },
          }
        : {}),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return { ...row, manageToken, title: name };
}
