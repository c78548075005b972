// Migration 0035 on a database an older release filled: each published guide gets the directory's
// keys from its published version (town in lower case, district, name, the needs it meets, its
// point), a guide with nothing published gets none, and the directory's query finds it.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { accessGuideListQuery } from "../../shared/contracts/access-guide-directory.ts";
import { listPublishedGuides } from "../modules/access-guides/public-reads.ts";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import type { Db } from "./connection.ts";
import { migrationsFolder } from "./paths.ts";

describe("migration 0035_directory_at_scale on a populated database", () => {
  it("fills the directory's keys for guides already published", { timeout: 120_000 }, async () => {
    const client = await PGlite.create();
    afterAll(() => client.close());
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo("0034_postcodes") });
    const published = {
      name: "The Old Mill",
      town: "Hebden Bridge",
      postcode: "HX7 8AA",
      postcodeDistrict: "HX7",
      location: { lat: 53.7437, lon: -2.0142 },
      details: { entrance: { stepFree: true }, hearingLoop: true, toilet: { accessible: false } },
      contactEmail: null,
      lastCheckedAt: "2026-05-01T09:00:00.000Z",
    };
    await db.execute(sql`insert into access_guides (manage_token_hash, name, town, postcode,
        postcode_district, details, status, published, published_at)
      values ('published', 'The Old Mill', 'Hebden Bridge', 'HX7 8AA', 'HX7', '{}', 'published',
        ${JSON.stringify(published)}::jsonb, '2026-05-02T10:30:00.000Z'),
      ('draft', 'A draft', 'Leeds', 'LS1 4AP', 'LS1', '{}', 'draft', null, null)`);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows } = (await db.execute(
      sql`select manage_token_hash as key, listed_town as town, listed_district as district,
            listed_name as name, listed_terms as terms,
            round(listed_at[0]::numeric, 1)::float8 as x, round(listed_at[1]::numeric, 1)::float8 as y
          from access_guides order by key`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toEqual([
      { key: "draft", town: null, district: null, name: null, terms: null, x: null, y: null },
      {
        key: "published",
        town: "hebden bridge",
        district: "HX7",
        name: "The Old Mill",
        terms: ["town:hebden bridge", "district:HX7", "need:step-free", "need:hearing-loop"],
        // 111.195 km a degree: 0.0142° west of 2° W at 53.74° N, and 53.74° north.
        x: -0.9,
        y: 5976,
      },
    ]);

    const query = accessGuideListQuery.parse({ near: "53.75,-2.01", need: "step-free" });
    const page = await listPublishedGuides(db as unknown as Db, query);
    expect(page.guides.map((guide) => [guide.name, guide.distanceKm])).toEqual([
      ["The Old Mill", 0.8],
    ]);
  });
});
