import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { auditLog, quickSolutions } from "../../db/schema.ts";
import { makeQuickSolution } from "../../test/factories.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../../test/test-app.ts";

const { app, db, signIn } = await setUpTestApp();
const cookie = await signIn();
const json = { cookie, "content-type": "application/json" };
const valid = {
  issue: "No quiet space at the venue",
  whyItsAnIssue: "Some visitors need somewhere calm to recover from noise.",
  possibleSolutions: "Set aside a small, dim room with seating and a sign.",
  displayOrder: 3,
};

describe("POST /api/admin/quick-solutions", () => {
  it("creates a solution, audited, and it appears in the public list", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/quick-solutions",
      headers: json,
      payload: valid,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<QuickSolution>();
    expect(created).toMatchObject(valid);
    const list = (await app.inject({ method: "GET", url: "/api/quick-solutions" })).json<
      QuickSolution[]
    >();
    expect(list.map((item) => item.id)).toContain(created.id);
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: "quick-solution.create",
      targetId: String(created.id),
      actor: "user:owner",
    });
  });

  it("trims text and turns a non-numeric display order into 0", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/quick-solutions",
      headers: { authorization: `Bearer ${ADMIN_PASSWORD}` },
      payload: { ...valid, issue: "  Spaced out  ", displayOrder: "soon" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ issue: "Spaced out", displayOrder: 0 });
  });

  it.each([
    ["issue", { ...valid, issue: "   " }, "Issue is required"],
    ["whyItsAnIssue", { ...valid, whyItsAnIssue: "" }, "Why it's an issue is required"],
    [
      "possibleSolutions",
      { issue: valid.issue, whyItsAnIssue: "x" },
      "Possible solutions is required",
    ],
    ["issue", { ...valid, issue: "x".repeat(256) }, "Must be at most 255 characters"],
  ])("refuses a bad %s with 400 naming the field", async (field, payload, message) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/quick-solutions",
      headers: json,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field, message });
  });
});

describe("cost and effort bands and tags", () => {
  const post = (payload: object) =>
    app.inject({ method: "POST", url: "/api/admin/quick-solutions", headers: json, payload });
  const put = (id: number, payload: object) =>
    app.inject({ method: "PUT", url: `/api/admin/quick-solutions/${id}`, headers: json, payload });

  it("stores them, with tags from a list or the form's comma-separated line", async () => {
    const response = await post({
      ...valid,
      costBand: "under-50",
      effortBand: "low",
      tags: " quiet room, Sensory ,,sensory, autism ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      costBand: "under-50",
      effortBand: "low",
      tags: ["quiet room", "Sensory", "autism"],
    });
  });

  it("leaves a new solution not yet rated when the body has none, as the original client sends", async () => {
    const response = await post(valid);
    expect(response.json()).toMatchObject({ costBand: null, effortBand: null, tags: [] });
  });

  it("keeps them on an update that leaves them out, and clears them with null or an empty list", async () => {
    const existing = await makeQuickSolution(db, {
      costBand: "free",
      effortBand: "medium",
      tags: ["kept"],
    });
    const kept = await put(existing.id, { ...valid, issue: "Reworded" });
    expect(kept.json()).toMatchObject({
      issue: "Reworded",
      costBand: "free",
      effortBand: "medium",
      tags: ["kept"],
    });
    const cleared = await put(existing.id, { ...valid, costBand: null, effortBand: "", tags: [] });
    expect(cleared.json()).toMatchObject({ costBand: null, effortBand: null, tags: [] });
  });

  it.each([
    ["costBand", { ...valid, costBand: "cheap" }, /^Cost must be one of/],
    ["effortBand", { ...valid, effortBand: 3 }, /^Effort must be one of/],
    ["tags.0", { ...valid, tags: ["x".repeat(51)] }, /^Each tag must be at most 50 characters$/],
    ["tags", { ...valid, tags: Array.from({ length: 21 }, (_, n) => `tag ${n}`) }, /^At most 20/],
  ])("refuses a bad %s with 400 naming the field", async (field, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field,
      message: expect.stringMatching(message),
    });
  });
});

describe("PUT and DELETE /api/admin/quick-solutions/:id", () => {
  it("updates a solution", async () => {
    const existing = await makeQuickSolution(db);
    const response = await app.inject({
      method: "PUT",
      url: `/api/admin/quick-solutions/${existing.id}`,
      headers: json,
      payload: { ...valid, issue: "Updated issue" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: existing.id, issue: "Updated issue" });
  });

  it("deletes a solution, audited with what it was", async () => {
    const existing = await makeQuickSolution(db, { issue: "Doomed" });
    const response = await app.inject({
      method: "DELETE",
      url: `/api/admin/quick-solutions/${existing.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(
      await db.select().from(quickSolutions).where(eq(quickSolutions.id, existing.id)),
    ).toEqual([]);
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "quick-solution.delete", details: { issue: "Doomed" } });
  });

  it("answers 404 for unknown ids and 400 for ids that are not numbers", async () => {
    const put = await app.inject({
      method: "PUT",
      url: "/api/admin/quick-solutions/424242",
      headers: json,
      payload: valid,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: "Quick solution not found" });
    const del = await app.inject({
      method: "DELETE",
      url: "/api/admin/quick-solutions/424242",
      headers: { cookie },
    });
    expect(del.statusCode).toBe(404);
    const bad = await app.inject({
      method: "DELETE",
      url: "/api/admin/quick-solutions/abc",
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
