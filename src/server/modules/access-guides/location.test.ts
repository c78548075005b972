// A guide's location: the business sets it (a point in the UK, to six decimal places), the
// version the team publishes keeps it, and the public guide and its A11yJSON give it.
import { describe, expect, it } from "vitest";
import {
  LOCATION_MESSAGE,
  LOCATION_NEEDED_MESSAGE,
  LOCATION_OUTSIDE_UK_MESSAGE,
} from "../../../shared/access-guides/location.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db, signInAs } = await setUpTestApp();
const editor = (await signInAs("editor")).cookie;

const patch = (token: string, payload: object) =>
  app.inject({ method: "PATCH", url: `/api/access-guides/manage/${token}`, payload });

describe("a guide's location", () => {
  it("is set from the manage page, rounded to six places, and published with the guide", async () => {
    const guide = await makeAccessGuide(db, { name: "The Lock Keeper's Café", location: null });
    const changed = await patch(guide.manageToken, {
      location: { lat: 53.74372049, lon: -2.01419951 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().location).toEqual({ lat: 53.74372, lon: -2.0142 });

    const before = await app.inject({ url: `/api/access-guides/${guide.id}` });
    expect(before.statusCode).toBe(404);
    const sent = await app.inject({
      method: "POST",
      url: `/api/access-guides/manage/${guide.manageToken}/submit`,
      payload: GUIDE_SUBMISSION,
    });
    expect(sent.statusCode).toBe(200);
    const approved = await app.inject({
      method: "POST",
      url: `/api/admin/access-guides/${guide.id}/approve`,
      headers: { cookie: editor },
    });
    expect(approved.statusCode).toBe(200);

    const published = await app.inject({ url: `/api/access-guides/${guide.id}` });
    expect(published.json().location).toEqual({ lat: 53.74372, lon: -2.0142 });
    const a11yJson = await app.inject({ url: `/api/access-guides/${guide.id}/a11yjson` });
    expect(a11yJson.json().geometry).toEqual({ type: "Point", coordinates: [-2.0142, 53.74372] });
  });

  it("is refused outside the UK, out of range, or not a pair of numbers", async () => {
    const guide = await makeAccessGuide(db, { name: "The Swapped Pair Café", location: null });
    const swapped = await patch(guide.manageToken, { location: { lat: -2.0142, lon: 53.7437 } });
    expect(swapped.statusCode).toBe(400);
    expect(JSON.stringify(swapped.json())).toContain(LOCATION_OUTSIDE_UK_MESSAGE);
    for (const location of [
      { lat: 91, lon: 0 },
      { lat: "53.7", lon: -2 },
      { lat: 53.7 },
      "53.7,-2",
    ]) {
      const refused = await patch(guide.manageToken, { location });
      expect(refused.statusCode, JSON.stringify(location)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(LOCATION_MESSAGE);
    }
    const unchanged = await app.inject({ url: `/api/access-guides/manage/${guide.manageToken}` });
    expect(unchanged.json().location).toBeNull();
  });

  it("must be set before the guide is sent for review", async () => {
    const guide = await makeAccessGuide(db, { name: "The Unplaced Tearoom", location: null });
    const submit = () =>
      app.inject({
        method: "POST",
        url: `/api/access-guides/manage/${guide.manageToken}/submit`,
        payload: GUIDE_SUBMISSION,
      });
    const refused = await submit();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: LOCATION_NEEDED_MESSAGE,
      details: [{ field: "location", message: LOCATION_NEEDED_MESSAGE }],
    });
    const still = await app.inject({ url: `/api/access-guides/manage/${guide.manageToken}` });
    expect(still.json().status).toBe("draft");

    expect(
      (await patch(guide.manageToken, { location: { lat: 53.7437, lon: -2.0142 } })).statusCode,
    ).toBe(200);
    const sent = await submit();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: "in_review" });
  });

  it("must be set before a published guide's edit goes back to review", async () => {
    const guide = await makeAccessGuide(db, {
      name: "The Old Published Mill",
      published: true,
      location: null,
    });
    const refused = await patch(guide.manageToken, { town: "Todmorden" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(LOCATION_NEEDED_MESSAGE);
    const placed = await patch(guide.manageToken, {
      town: "Todmorden",
      location: { lat: 53.7137, lon: -2.0971 },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().status).toBe("in_review");
  });
});
