import { describe, expect, it } from "vitest";
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { makeQuickSolution } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();

describe("GET /api/quick-solutions", () => {
  it("answers an empty list on an empty database", async () => {
    const response = await app.inject({ method: "GET", url: "/api/quick-solutions" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists every solution ordered by displayOrder, then id", async () => {
    const later = await makeQuickSolution(db, { issue: "Later", displayOrder: 2 });
    const firstOfOne = await makeQuickSolution(db, { issue: "First of order 1", displayOrder: 1 });
    const secondOfOne = await makeQuickSolution(db, {
      issue: "Second of order 1",
      displayOrder: 1,
    });
    const unordered = await makeQuickSolution(db, { issue: "Default order" });

    const response = await app.inject({ method: "GET", url: "/api/quick-solutions" });
    const body = response.json<QuickSolution[]>();
    expect(body.map((item) => item.id)).toEqual([
      unordered.id,
      firstOfOne.id,
      secondOfOne.id,
      later.id,
    ]);
    expect(body[1]).toEqual({
      id: firstOfOne.id,
      issue: "First of order 1",
      whyItsAnIssue: firstOfOne.whyItsAnIssue,
      possibleSolutions: firstOfOne.possibleSolutions,
      displayOrder: 1,
      costBand: null,
      effortBand: null,
      tags: [],
      createdAt: firstOfOne.createdAt.toISOString(),
      updatedAt: firstOfOne.updatedAt.toISOString(),
      // Each names its own page.
      url: `/advice-and-solutions/quick-solutions/${firstOfOne.id}-first-of-order-1`,
    });
  });
});
