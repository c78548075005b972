// The OpenStreetMap tags through the API (decision 042): a published guide's tags with their
// rules, and nothing for a guide the public cannot see; and on the guide's page as the server
// renders it, without JavaScript, beside its JSON-LD.

import { describe, expect, it } from "vitest";
import { osmCategoryTags } from "../../../shared/access-guides/categories.ts";
import { permalinkPath } from "../../../shared/permalinks.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { decoded } from "../../test/form-pages.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const { app, db } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

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
      // Its kind of place, as the business chose it (none for "something else").
      ...osmCategoryTags(guide.category),
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

describe("the guide's page", () => {
  it("opens the note at the place once the guide has a location", async () => {
    const guide = await makeAccessGuide(db, {
      name: "The Placed Bakery",
      published: true,
      location: { lat: 53.7437, lon: -2.0142 },
    });
    const page = await app.inject({
      url: permalinkPath("access-guide", { id: guide.id, title: guide.name }),
    });
    const html = decoded(page.body);
    expect(html).toContain(
      'href="https://www.openstreetmap.org/note/new?lat=53.743700&lon=-2.014200#map=19/53.743700/-2.014200"',
    );
    expect(html).not.toContain("This guide does not have a place on the map yet");
  });

  it("suggests the tags with their rules and a note link, and gives measurements as numbers in its JSON-LD", async () => {
    const guide = await makeAccessGuide(db, {
      name: "The Osm Test Bakery",
      published: true,
      location: null,
      details: {
        entrance: { stepFree: false, steps: 1, stepHeightMm: 150, ramp: false },
        toilet: { accessible: true },
      },
    });
    const page = await app.inject({
      url: permalinkPath("access-guide", { id: guide.id, title: guide.name }),
    });
    expect(page.statusCode).toBe(200);
    const html = decoded(page.body);
    expect(html).toContain(">Suggest these to OpenStreetMap</h2>");
    expect(html).toContain(
      '<pre class="whitespace-pre-wrap rounded-md border-2 border-line p-3">wheelchair=no\ntoilets:wheelchair=yes\ncheck_date=2026-06-01\nstep_count=1\nramp=no</pre>',
    );
    expect(html).toContain(
      "One step (the tallest 150 mm) and no ramp: anything over one step of 70 mm is no.",
    );
    expect(html).toContain(
      "This guide does not have a place on the map yet, so find The Osm Test Bakery in Leeds on the map first, then put the note there.",
    );
    expect(html).toContain('href="https://www.openstreetmap.org/note/new"');
    const place = [
      ...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ]
      .flatMap(([, text]) => [JSON.parse(text ?? "null")].flat())
      .find((entry) => entry?.["@type"] === "LocalBusiness");
    expect(place.amenityFeature).toContainEqual({
      "@type": "LocationFeatureSpecification",
      name: "Step height",
      value: { "@type": "QuantitativeValue", value: 150, unitCode: "MMT", unitText: "mm" },
    });
  });
});
