// Search that finds, best match first, and limits on cost and effort, over the real
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

  it("reads 'budget' as a cost: the free and under-£50 solutions, cheapest first, none dearer", async () => {
    const all = await list("");
    const cheap = all.filter((item) => item.costBand === "free" || item.costBand === "under-50");
    const found = await list("?search=budget");
    // Each cheap band carried the money words, and their text matches came on top.
    expect(found.map((item) => item.id).sort()).toEqual(cheap.map((item) => item.id).sort());
    expect(found.length).toBeLessThan(all.length);
    expect(found.map((item) => item.costBand)).toEqual(
      [...found.map((item) => item.costBand)].sort((a, b) => (a === b ? 0 : a === "free" ? -1 : 1)),
    );
    // The hearing loop costs £50–£500: its text says "affordable", but it is not cheap.
    expect(found.map((item) => item.issue)).not.toContain(
      "Hearing loop missing, switched off or not signed",
    );
    expect(await list("?search=free")).toEqual(found.filter((item) => item.costBand === "free"));
  });

  it("narrows with each word: 'cheap ramp' is the ramps that are cheap, not every cheap thing", async () => {
    const ramps = await list("?search=ramp");
    const cheapRamps = await list("?search=cheap%20ramp");
    expect(cheapRamps.length).toBeGreaterThan(0);
    expect(cheapRamps.length).toBeLessThan(ramps.length);
    for (const item of cheapRamps) {
      expect(ramps.map((ramp) => ramp.id)).toContain(item.id);
      expect(["free", "under-50"]).toContain(item.costBand);
    }
    // Related words stand in for the word that brought them, not for the whole search: "hard of
    // hearing" brings in the hearing loop, but "hard of hearing toilet" needs a toilet too.
    const hearing = await issues("?search=hard%20of%20hearing");
    const hearingToilet = await issues("?search=hard%20of%20hearing%20toilet");
    expect(hearingToilet.length).toBeLessThan(hearing.length);
    expect(hearingToilet).not.toContain("Hearing loop missing, switched off or not signed");
  });

  it("counts what money words find among solutions the test makes", async () => {
    const word = "glimmerwick";
    const make = (issue: string, fields: Parameters<typeof makeQuickSolution>[1] = {}) =>
      makeQuickSolution(db, { issue: `${issue} ${word}`, ...fields });
    const free = await make("Free", { costBand: "free" });
    const underFifty = await make("Under fifty", { costBand: "under-50" });
    // Their words say "cheap", but they are not: one dearer, one nobody has rated.
    await make("Dearer", { costBand: "50-500", possibleSolutions: "A cheap, affordable fix." });
    await make("Unrated", { possibleSolutions: "Cheap and quick." });

    expect(await list(`?search=${word}`)).toHaveLength(4);
    for (const term of ["budget", "cheap", "low cost", "low-cost", "affordable", "on a budget"]) {
      expect(await issues(`?search=${encodeURIComponent(`${term} ${word}`)}`), term).toEqual([
        free.issue,
        underFifty.issue,
      ]);
    }
    for (const term of ["free", "free of charge", "no cost"]) {
      expect(await issues(`?search=${encodeURIComponent(`${term} ${word}`)}`), term).toEqual([
        free.issue,
      ]);
    }
    // A cost filter and money words together: the lower limit holds.
    expect(await issues(`?search=cheap%20${word}&maxCost=free`)).toEqual([free.issue]);
    expect(await issues(`?search=free%20${word}&maxCost=50-500`)).toEqual([free.issue]);
    // "step-free" is about steps, not cost.
    const stepFree = await make("Step-free side door", { costBand: "50-500" });
    expect(await issues(`?search=step-free%20${word}`)).toEqual([stepFree.issue]);
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
    // A link or bookmark searched for a solution's whole issue finds it first.
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
