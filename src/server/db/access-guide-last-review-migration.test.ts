// Migration 0028 on a database an older release filled: a guide already published counts as
// reviewed in its published version, so an edit waiting for review is shown against it; a draft
// has no review yet.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import { migrationsFolder } from "./paths.ts";

describe("migration 0028_access_guide_last_review on a populated database", () => {
  it("takes the published version as the last one reviewed", { timeout: 120_000 }, async () => {
    const client = await PGlite.create();
    afterAll(() => client.close());
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo("0027_search_words_without_tags") });
    const published = {
      name: "The Old Mill",
      town: "Otley",
      postcode: "LS21 1BZ",
      postcodeDistrict: "LS21",
      details: { entrance: { stepFree: true } },
      contactEmail: null,
      lastCheckedAt: "2026-05-01T09:00:00.000Z",
    };
    await db.execute(sql`insert into access_guides
      (manage_token_hash, name, town, postcode, postcode_district, details, status, published,
       published_at)
      values ('a', 'The Old Mill and Café', 'Otley', 'LS21 1BZ', 'LS21', '{}', 'in_review',
              ${JSON.stringify(published)}::jsonb, '2026-05-02T10:30:00.000Z'),
             ('b', 'A draft', 'Leeds', 'LS1 4AP', 'LS1', '{}', 'draft', null, null)`);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows } = (await db.execute(
      sql`select manage_token_hash, last_review from access_guides order by manage_token_hash`,
    )) as unknown as { rows: { manage_token_hash: string; last_review: unknown }[] };
    expect(rows).toEqual([
      {
        manage_token_hash: "a",
        last_review: {
          outcome: "published",
          at: "2026-05-02T10:30:00.000Z",
          // The kind of place joins every stored version with migration 0029; no assessment
          // names this guide's business type, so it is "other".
          version: { ...published, category: "other" },
        },
      },
      { manage_token_hash: "b", last_review: null },
    ]);
  });
});
