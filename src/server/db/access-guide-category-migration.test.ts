// Migration 0029 on a database an older release filled: each guide gets the category its
// self-assessment's business type says (the same map as shared/access-guides/categories.ts), else
// "other", and its published and last-reviewed versions say so too.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { categoryOfBusinessType } from "../../shared/access-guides/categories.ts";
import { BUSINESS_TYPES } from "../../shared/assessment/model.ts";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import { migrationsFolder } from "./paths.ts";

describe("migration 0029_access_guide_category on a populated database", () => {
  it("gives each guide its business type's category", { timeout: 120_000 }, async () => {
    const client = await PGlite.create();
    afterAll(() => client.close());
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo("0028_access_guide_last_review") });
    const published = {
      name: "The Old Mill",
      town: "Otley",
      postcode: "LS21 1BZ",
      postcodeDistrict: "LS21",
      details: {},
      contactEmail: null,
      lastCheckedAt: "2026-05-01T09:00:00.000Z",
    };
    for (const { id: type } of BUSINESS_TYPES) {
      await db.execute(sql`with made as (
          insert into assessments (token_hash, business_type, business_size, focus, responses,
            scores, overall_score, recommendations)
          values (${`results-${type}`}, ${type}, '2-9', '{premises}', '{}', '{}', 50, '[]')
          returning id)
        insert into access_guides (manage_token_hash, assessment_id, name, town, postcode,
          postcode_district, details, status, published, published_at, last_review)
        select ${type}, id, 'A guide', 'Otley', 'LS21 1BZ', 'LS21', '{}', 'published',
          ${JSON.stringify(published)}::jsonb, '2026-05-02T10:30:00.000Z',
          ${JSON.stringify({ outcome: "published", at: "2026-05-02T10:30:00.000Z", version: published })}::jsonb
        from made`);
    }
    // Results are deleted after two years; the guide stays, with no type to go by.
    await db.execute(sql`insert into access_guides
      (manage_token_hash, name, town, postcode, postcode_district, details)
      values ('no-results', 'A draft', 'Leeds', 'LS1 4AP', 'LS1', '{}')`);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows } = (await db.execute(
      sql`select manage_token_hash as key, category, published ->> 'category' as published,
            last_review -> 'version' ->> 'category' as reviewed
          from access_guides`,
    )) as unknown as {
      rows: { key: string; category: string; published: string; reviewed: string }[];
    };
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    for (const { id: type } of BUSINESS_TYPES) {
      const category = categoryOfBusinessType(type);
      expect(byKey[type]).toEqual({ key: type, category, published: category, reviewed: category });
    }
    expect(byKey["no-results"]).toEqual({
      key: "no-results",
      category: "other",
      published: null,
      reviewed: null,
    });
    expect(byKey.retail?.category).toBe("shop");
  });
});
