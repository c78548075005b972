import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, recycleTestDatabase } from "../test/test-database.ts";
import { dataVersion } from "./data-version.ts";

const database = await createTestDatabase();
afterAll(() => recycleTestDatabase(database));

describe("data versions", () => {
  it("moves an area's counter before the write is answered, on this instance at once", async () => {
    const here = dataVersion(database.db);
    const before = await here.current();
    await here.bump(["quick-solution"]);
    const after = await here.current();
    expect(after["quick-solution"]).not.toBe(before["quick-solution"]);
    expect(after.news).toBe(before.news);
  });
});
