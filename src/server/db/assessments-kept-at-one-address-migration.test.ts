// Migration 0023 on a database an older release filled: results made before it count as last
// answered when they were made (so the two-year clock does not restart), and the quick solutions
// whose band disagreed with their own prices are corrected, but only where the team left them
// as seeded.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import { migrationsFolder } from "./paths.ts";
import { quickSolutionSeeds } from "./seed/quick-solutions.ts";

const THIS = "0023_assessments_kept_at_one_address";

/** The migration before this one, whatever it is called. */
function previousTag(): string {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder(), "meta/_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === THIS);
  const before = journal.entries[index - 1];
  if (!before) throw new Error(`No migration before ${THIS}`);
  return before.tag;
}

/** The three as the release before this one seeded them. */
const AS_SEEDED = {
  "step-free-entrance-round-the-back-locked-or-unsigned": {
    text: "Put a clear sign at the main entrance saying where the step-free entrance is and how far away it is, and sign the route to it. Keep that route clear, level and well lit, and keep the door unlocked whenever you are open, or fit a bell or intercom at a reachable height that staff always answer. Describe it in your access information, with a photo, so people can head straight there.",
    band: "under-50",
  },
  "website-text-too-faint-to-read": {
    text: "Check your text and background colours with a free online contrast checker, aiming for a ratio of at least 4.5 to 1 for normal text and 3 to 1 for large text. Darken grey text, avoid putting words over busy photos, or add a solid panel behind them. Use a plain font at a comfortable size, and ask your web designer to change the site's colour settings so every page improves at once.",
    band: "50-500",
  },
  "no-accessible-toilet": {
    text: "Say honestly on your website and in your access information that you don't have an accessible toilet, and name the nearest one, with how far away it is, its opening hours and whether it needs a Radar key. Ask a builder or access consultant to look at the toilet you have: grab rails, a lever tap, a door that opens outwards or a wider door may make it usable by more people, even if it never becomes a full accessible toilet, and fitted grab rails cost roughly £50 to £150 each. Describe any improved toilet exactly as it is, with measurements, rather than calling it accessible. Plan a full accessible toilet into your next refit, and get a quote early, as it usually needs more room and, if you rent, your landlord's consent.",
    band: "free",
  },
} as const;

const seedOf = (key: string) => {
  const seed = quickSolutionSeeds.find((candidate) => candidate.key === key);
  if (!seed) throw new Error(`no seed ${key}`);
  return seed;
};

describe(`migration ${THIS} on a populated database`, () => {
  it("keeps each result's date, and corrects only the bands and texts the team left alone", {
    timeout: 120_000,
  }, async () => {
    const client = await PGlite.create();
    afterAll(() => client.close());
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo(previousTag()) });
    const madeAt = "2025-03-01T10:00:00.000Z";
    await db.execute(sql`insert into assessments
      (token_hash, business_type, business_size, focus, responses, scores, overall_score,
       recommendations, created_at)
      values ('hash', 'hospitality', '2-9', '{digital}', '{}', '{}', 50, '[]', ${madeAt})`);
    const rows = [
      // Two as seeded, and one whose words the team rewrote (its band still as seeded).
      ["website-text-too-faint-to-read", AS_SEEDED["website-text-too-faint-to-read"].text],
      ["no-accessible-toilet", AS_SEEDED["no-accessible-toilet"].text],
      ["step-free-entrance-round-the-back-locked-or-unsigned", "Our own words for the side door."],
    ] as const;
    for (const [index, [key, text]] of rows.entries()) {
      const band = AS_SEEDED[key].band;
      await db.execute(sql`insert into quick_solutions
        (key, issue, why_its_an_issue, possible_solutions, cost_band, effort_band, display_order)
        values (${key}, ${seedOf(key).issue}, 'Why.', ${text}, ${band}, 'low', ${index + 1})`);
    }

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows: results } = (await db.execute(
      sql`select updated_at, history from assessments`,
    )) as unknown as { rows: { updated_at: Date; history: unknown[] }[] };
    expect(results.map((row) => new Date(row.updated_at).toISOString())).toEqual([madeAt]);
    expect(results[0]?.history).toEqual([]);

    const { rows: after } = (await db.execute(
      sql`select key, possible_solutions, cost_band from quick_solutions order by display_order`,
    )) as unknown as { rows: { key: string; possible_solutions: string; cost_band: string }[] };
    const seeded = (key: string) => ({
      key,
      possible_solutions: seedOf(key).possibleSolutions,
      cost_band: seedOf(key).costBand,
    });
    expect(after).toEqual([
      seeded("website-text-too-faint-to-read"),
      seeded("no-accessible-toilet"),
      {
        key: "step-free-entrance-round-the-back-locked-or-unsigned",
        possible_solutions: "Our own words for the side door.",
        cost_band: "50-500",
      },
    ]);
  });
});
