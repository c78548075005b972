import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database.ts";
import { quickSolutions } from "../schema.ts";
import { seedDatabase } from "./index.ts";

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

const countQuickSolutions = async () =>
  (await db.select({ n: count() }).from(quickSolutions))[0]?.n;

describe("seedDatabase", () => {
  it("fills an empty database with at least 24 quick solutions in display order", async () => {
    expect(await seedDatabase(db)).toEqual(["quick-solutions"]);
    const rows = await db.select().from(quickSolutions).orderBy(quickSolutions.displayOrder);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((row) => row.issue)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.issue.length).toBeLessThanOrEqual(255);
      expect(row.whyItsAnIssue.trim()).not.toBe("");
      expect(row.possibleSolutions.trim()).not.toBe("");
    }
  });

  it("seeds each area once, so deleted sample content does not come back", async () => {
    await db.delete(quickSolutions);
    expect(await seedDatabase(db)).toEqual([]);
    expect(await countQuickSolutions()).toBe(0);
  });
});
