// The OpenStreetMap tags through the API (decision 042): a published guide's tags with their
// rules, and nothing for a guide the public cannot see.
import { describe, expect, it } from "vitest";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();

describe("GET /api/access-guides/:id/osm-tags", () => {
  it("gives a published guide's tags, each with the rule that gave it", async () => {
    const guide = await makeAccessGuide(db, {
      published: true,
      details: {
        entrance: { stepFree: true, doorClearWidthMm: 850, doorType: "automatic" },
        toilet: { accessible: true },
        hearingLoop: true,
      },
    });
    const response = await app.inject({
      method: "GET",
      url: `/api/access-guides/${guide.id}/osm-tags`,
    });
    expect(response.statusCode).toBe(200);
    const { tags, rules } = response.json();
    expect(tags).toEqual({
      wheelchair: "yes",
      "toilets:wheelchair": "yes",
      step_count: "0",
      "door:width": "0.85",
      automatic_door: "yes",
      hearing_loop: "yes",
      // The factory's guides were last checked on 1 June 2026.
      check_date: "2026-06-01",
    });
    expect(rules.wheelchair).toBe(
      "Step-free entrance and a door 850 mm wide (775 mm or more), an accessible toilet.",
    );
    expect(Object.keys(rules).sort()).toEqual(Object.keys(tags).sort());
  });

  it("does not call one 150 mm step with no ramp wheelchair=yes", async () => {
    const guide = await makeAccessGuide(db, {
      published: true,
      details: { entrance: { stepFree: false, steps: 1, stepHeightMm: 150, ramp: false } },
    });
    const response = await app.inject({
      method: "GET",
      url: `/api/access-guides/${guide.id}/osm-tags`,
    });
    expect(response.json().tags).toMatchObject({ wheelchair: "no", step_count: "1", ramp: "no" });
  });

  it("is 404, with words, for a guide that is not published", async () => {
    const draft = await makeAccessGuide(db);
    const response = await app.inject({
      method: "GET",
      url: `/api/access-guides/${draft.id}/osm-tags`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Access guide not found");
    const missing = await app.inject({ method: "GET", url: "/api/access-guides/999999/osm-tags" });
    expect(missing.statusCode).toBe(404);
  });
});
