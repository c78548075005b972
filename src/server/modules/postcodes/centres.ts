// The middle of a UK postcode, where the site holds them (postcode-tables.ts): a business can
// place its guide there, and a visitor can look for guides near one.
import { eq } from "drizzle-orm";
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import { normalisePostcode } from "../../../shared/access-guides/postcode.ts";
import type { Db } from "../../db/connection.ts";
import { postcodes } from "../../db/schema.ts";

/** The postcode's centre, or undefined when it is not a postcode or the site does not hold it. */
export async function postcodeCentre(db: Db, text: string): Promise<GuideLocation | undefined> {
  const postcode = normalisePostcode(text);
  if (!postcode) return undefined;
  const [row] = await db
    .select({ lat: postcodes.lat, lon: postcodes.lon })
    .from(postcodes)
    .where(eq(postcodes.postcode, postcode));
  return row;
}

/** Whether the site holds any postcodes at all: without them it offers towns and "my location". */
export async function holdsPostcodes(db: Db): Promise<boolean> {
  const [row] = await db.select({ postcode: postcodes.postcode }).from(postcodes).limit(1);
  return row !== undefined;
}
