// Migration 0018 on a database seeded before it: the seeded quick solutions get their
// keys (matched by the issue as seeded), the solutions written for the self-assessment's other
// fixes are added, and what the team wrote or reworded is left alone. On PGlite.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { AREAS } from "../../shared/assessment/areas/index.ts";
import { fixOf } from "../modules/assessments/fixes/index.ts";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import { ADDED_IN_0018 } from "../test/quick-solutions-added-in-0018.ts";
import { migrationsFolder } from "./paths.ts";
import { quickSolutionSeeds } from "./seed/quick-solutions.ts";

interface Row {
  key: string | null;
  issue: string;
  cost_band: string | null;
}

const rowOf = (seed: (typeof quickSolutionSeeds)[number] | undefined) => ({
  issue: seed?.issue ?? "",
  whyItsAnIssue: seed?.whyItsAnIssue ?? "",
  possibleSolutions: seed?.possibleSolutions ?? "",
});

describe("migration 0018 on a populated database", () => {
  it("keys the seeded solutions and adds one for every self-assessment fix", {
    timeout: 120_000,
  }, async () => {
    const client = await PGlite.create();
    afterAll(() => client.close());
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo("0017_news_authoring") });
    const older = quickSolutionSeeds.filter((seed) => !ADDED_IN_0018.has(seed.key));
    const rows = [
      ...older.map(rowOf),
      { issue: "Our own fix", whyItsAnIssue: "Written by the team.", possibleSolutions: "Ask." },
      // A copy the team made of a seeded one, same issue: only one of the two can have its key.
      { ...rowOf(older[0]), possibleSolutions: "Our own copy." },
    ];
    await db.execute(sql`insert into quick_solutions
      (issue, why_its_an_issue, possible_solutions, display_order)
      values ${sql.join(
        rows.map(
          (row, index) =>
            sql`(${row.issue}, ${row.whyItsAnIssue}, ${row.possibleSolutions}, ${index + 1})`,
        ),
        sql`, `,
      )}`);
    await db.execute(
      sql`insert into app_settings (key, value) values ('seeded:quick-solutions', 'yes')`,
    );

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows: after } = (await db.execute(
      sql`select key, issue, cost_band from quick_solutions order by display_order`,
    )) as unknown as { rows: Row[] };
    expect(after).toHaveLength(quickSolutionSeeds.length + 2);
    const copies = after.filter((row) => row.issue === older[0]?.issue);
    expect(copies.map((row) => row.key)).toEqual([older[0]?.key, null]);
    const byIssue = new Map(
      after
        .filter((row) => row.key !== null || row.issue === "Our own fix")
        .map((row) => [row.issue, row]),
    );
    for (const seed of quickSolutionSeeds) {
      expect(byIssue.get(seed.issue)?.key, seed.issue).toBe(seed.key);
      // The new ones come rated; the older ones kept the bands they had.
      if (ADDED_IN_0018.has(seed.key)) {
        expect(byIssue.get(seed.issue)?.cost_band, seed.key).toBe(seed.costBand);
      }
    }
    expect(byIssue.get("Our own fix")?.key).toBeNull();
    // Every fix the self-assessment recommends now has its quick solution.
    const keys = new Set(after.map((row) => row.key));
    for (const question of AREAS.flatMap((area) => area.questions)) {
      expect(keys.has(fixOf(question.id).fix.quickSolution), question.id).toBe(true);
    }
  });
});
