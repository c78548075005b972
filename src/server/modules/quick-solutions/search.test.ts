// Issue 19: search that finds, best match first, and limits on cost and effort, over the real
// sample content (this file's own database, seeded as a new site would be).
import { describe, expect, it } from "vitest";
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { seedDatabase } from "../../db/seed/index.ts";
import { makeQuickSolution } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();
await seedDatabase(db);

async function list(query: string) {
  const response = await app.inject({ method: "GET", url: `/api/quick-solutions${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuickSolution[]>();
}
const issues = async (query: string) => (await list(query)).map((item) => item.issue);

describe("GET /api/quick-solutions?search=", () => {
  it("finds the hearing loop and the loud music for 'hard of hearing', not only the captions", async () => {
    const found = await issues("?search=hard%20of%20hearing");
    expect(found.slice(0, 3).sort()).toEqual(
      [
        "Hearing loop missing, switched off or not signed",
        "Loud background music in the café",
        "Videos posted without captions",
      ].sort(),
    );
    // Related words bring in more for deaf and hard of hearing people, ranked after those.
    expect(found).toContain("Staff hanging up on Relay UK calls");
    expect(found).not.toContain("Heavy front door with a strong closer");
  });

  it("finds the solutions that cost least for 'budget', and none costing over £50", async () => {
    const found = await list("?search=budget");
    expect(found.length).toBeGreaterThan(10);
    const bands = new Set(found.slice(0, 10).map((item) => item.costBand));
    expect([...bands].sort()).toEqual(["free", "under-50"]);
    expect(found.map((item) => item.issue)).toContain(
      "Phone number as the only way to get in touch",
    );
  });

  it("puts the solution about the step first for 'ramp', and finds 'ramps' and 'RAMP' the same", async () => {
    const found = await issues("?search=ramp");
    expect(found[0]).toBe("Single step at the shop entrance");
    expect(found).toContain("Access equipment that staff don't know about");
    expect(await issues("?search=ramps")).toEqual(found);
    expect(await issues("?search=%20RAMP%20")).toEqual(found);
  });

  it("still finds part of a word as it is typed, and words anywhere in the three columns", async () => {
    expect(await issues("?search=ram")).toContain("Single step at the shop entrance");
    const solutionOnly = await makeQuickSolution(db, {
      issue: "Nothing to see here",
      possibleSolutions: "Offer a zqxwv in print.",
    });
    expect(await issues("?search=ZQXW")).toEqual([solutionOnly.issue]);
  });

  it("ranks a match in the issue above one in the text, and an exact issue title first", async () => {
    const inText = await makeQuickSolution(db, {
      issue: "Plain title",
      whyItsAnIssue: "A wobbly kvetchboard gets in the way.",
    });
    const inIssue = await makeQuickSolution(db, { issue: "Kvetchboard too low" });
    expect(await issues("?search=kvetchboard")).toEqual([inIssue.issue, inText.issue]);
    // The self-assessment links to a solution by its issue (shared/advice-links.ts).
    const title = "Step-free entrance round the back, locked or unsigned";
    expect((await issues(`?search=${encodeURIComponent(title)}`))[0]).toBe(title);
  });

  it("finds by the admin's tags as well as the text", async () => {
    const tagged = await makeQuickSolution(db, { issue: "Untitled", tags: ["glorpfish"] });
    expect(await issues("?search=glorpfish")).toEqual([tagged.issue]);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await list("?search=submarine%20periscope")).toEqual([]);
  });

  it.each(['"', "-", "or", "the of", "!!!", "':*", "a & b | c", "%_\\"])(
    "takes %j as text, never as query syntax that fails",
    async (term) => {
      await list(`?search=${encodeURIComponent(term)}`);
    },
  );
});

describe("GET /api/quick-solutions with cost and effort limits", () => {
  it("keeps only solutions at or under the cost, leaving out those not yet rated", async () => {
    const unrated = await makeQuickSolution(db, { issue: "Unrated fix" });
    const all = await list("");
    expect(all.map((item) => item.id)).toContain(unrated.id);

    const free = await list("?maxCost=free");
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((item) => item.costBand === "free")).toBe(true);

    const underFifty = await list("?maxCost=under-50");
    expect(new Set(underFifty.map((item) => item.costBand))).toEqual(new Set(["free", "under-50"]));
    expect(underFifty.length).toBe(
      all.filter((item) => item.costBand === "free" || item.costBand === "under-50").length,
    );

    const anyRated = await list("?maxCost=over-500");
    expect(anyRated.map((item) => item.id)).not.toContain(unrated.id);
    expect(anyRated.length).toBe(all.filter((item) => item.costBand !== null).length);
  });

  it("keeps only solutions at or under the effort, and combines limits with a search", async () => {
    const low = await list("?maxEffort=low");
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((item) => item.effortBand === "low")).toBe(true);
    const lowOrMedium = await list("?maxEffort=medium");
    expect(lowOrMedium.some((item) => item.effortBand === "medium")).toBe(true);

    const combined = await list("?search=wheelchair&maxCost=free&maxEffort=low");
    expect(combined.length).toBeGreaterThan(0);
    for (const item of combined) {
      expect(item).toMatchObject({ costBand: "free", effortBand: "low" });
    }
    const wheelchair = await issues("?search=wheelchair");
    expect(combined.map((item) => item.issue)).toEqual(
      wheelchair.filter((issue) => combined.some((item) => item.issue === issue)),
    );
  });

  it.each([
    ["an unknown cost band", "?maxCost=cheap"],
    ["an unknown effort band", "?maxEffort=easy"],
    ["an unknown parameter", "?cost=free"],
    ["a term over 200 characters", `?search=${"a".repeat(201)}`],
    ["a repeated parameter", "?maxCost=free&maxCost=under-50"],
  ])("answers 400 with a JSON error for %s", async (_name, query) => {
    const response = await app.inject({ method: "GET", url: `/api/quick-solutions${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });
});
