// A postcode's centre is found however the postcode is typed, and only when the site holds it.
import { describe, expect, it } from "vitest";
import { postcodes } from "../../db/schema.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { holdsPostcodes, postcodeCentre } from "./centres.ts";

describe("postcode centres", () => {
  it("finds a held postcode typed any way, and nothing for one not held or not a postcode", async () => {
    const { db } = await createTestDatabase();
    expect(await holdsPostcodes(db)).toBe(false);
    await db
      .insert(postcodes)
      .values({ postcode: "HX7 8AA", district: "HX7", lat: 53.7437, lon: -2.0142 });
    expect(await holdsPostcodes(db)).toBe(true);
    expect(await postcodeCentre(db, " hx78aa ")).toEqual({ lat: 53.7437, lon: -2.0142 });
    expect(await postcodeCentre(db, "HX7 8AB")).toBeUndefined();
    expect(await postcodeCentre(db, "not a postcode")).toBeUndefined();
  });
});
