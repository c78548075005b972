// Access guides without JavaScript (decision 036): from results to a guide, the manage form saved and
// sent for review by plain posts, its problems shown by field, and deleting.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { errorSummary, fieldValue, postForm } from "../../test/form-pages.ts";
import { LICENCE_TICKED } from "../../test/guide-submission.ts";
import { resultsToken as makeResultsToken } from "../../test/self-assessment-results.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

// With the page cache on, as in production: a page is cached under the query its route reads.
const pages = { ...(await testPageSource()), cacheBytes: 4 * 1024 * 1024 };
const { app, db } = await setUpTestApp({}, undefined, { pages });

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

const resultsToken = () =>
  makeResultsToken(app, { remoteAddress: nextAddress(), businessType: "retail" });

async function startGuide(fields: Record<string, string> = {}) {
  const response = await postForm(
    app,
    "/access-guides/new",
    {
      assessmentToken: await resultsToken(),
      category: "",
      ...fields,
      name: "Wharfe Books",
      town: "Ilkley",
      postcode: "LS29 9DY",
      contactEmail: "",
      website: "",
    },
    nextAddress(),
  );
  expect(response.statusCode).toBe(303);
  const location = response.headers.location as string;
  expect(location).toMatch(/^\/access-guides\/manage\/[\w-]{32}$/);
  return location;
}

describe("the guide's forms without JavaScript", () => {
  it("starts a guide from results and shows what the answers filled in", async () => {
    const manage = await startGuide();
    const page = await app.inject({ method: "GET", url: manage });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(page.body).toContain("Your access guide: Wharfe Books");
    expect(fieldValue(page.body, "guide-hearingLoop")).toBe("yes");
    expect(fieldValue(page.body, "guide-entrance-doorClearWidthMm")).toBe("");
  });

  it("takes the kind of place chosen, else the business type's, and changes it", async () => {
    // Left "Not chosen yet": the results say a retail shop.
    const unchosen = await startGuide();
    expect(fieldValue((await app.inject({ url: unchosen })).body, "guide-category")).toBe("shop");
    const manage = await startGuide({ category: "library" });
    expect(fieldValue((await app.inject({ url: manage })).body, "guide-category")).toBe("library");
    const saved = await postForm(
      app,
      manage,
      {
        name: "Wharfe Books",
        category: "museum",
        town: "Ilkley",
        postcode: "LS29 9DY",
        action: "save",
      },
      nextAddress(),
    );
    expect(saved.statusCode).toBe(303);
    expect(fieldValue((await app.inject({ url: manage })).body, "guide-category")).toBe("museum");
    const refused = await postForm(
      app,
      manage,
      { name: "Wharfe Books", category: "castle", town: "Ilkley", postcode: "LS29 9DY" },
      nextAddress(),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorSummary(refused.body)?.links).toEqual([
      { id: "guide-category", message: "Choose what kind of place it is from the list" },
    ]);
  });

  it("shows each problem by its field and keeps what was typed", async () => {
    const manage = await startGuide();
    const response = await postForm(
      app,
      manage,
      {
        name: "Wharfe Books",
        town: "Ilkley",
        postcode: "not one",
        "entrance.doorClearWidthMm": "85",
        action: "save",
      },
      nextAddress(),
    );
    expect(response.statusCode).toBe(400);
    const summary = errorSummary(response.body);
    expect(summary?.links).toEqual([
      { id: "guide-postcode", message: "Enter a UK postcode, like SW1A 1AA" },
      {
        id: "guide-entrance-doorClearWidthMm",
        message: expect.stringMatching(/between 500 and 2500 mm/),
      },
    ]);
    expect(fieldValue(response.body, "guide-entrance-doorClearWidthMm")).toBe("85");
  });

  it("asks about a step of 15 mm, and keeps it once the owner ticks that it is right", async () => {
    const manage = await startGuide();
    const fields = {
      name: "Wharfe Books",
      town: "Ilkley",
      postcode: "LS29 9DZ",
      "entrance.stepHeightMm": "15",
      action: "save",
    };
    const asked = await postForm(app, manage, fields, nextAddress());
    expect(asked.statusCode).toBe(400);
    expect(errorSummary(asked.body)?.links).toEqual([
      {
        id: "guide-entrance-stepHeightMm",
        message:
          '15 mm is lower than a kerb — did you mean 150 mm? Change it, or tick "Yes, 15 mm is right" to keep it.',
      },
    ]);
    const box =
      /<input type="checkbox"[^>]*name="confirm:entrance.stepHeightMm"[^>]*>(<!-- -->)?Yes, 15 mm is right<\/label>/;
    expect(asked.body).toMatch(box);
    expect(box.exec(asked.body)?.[0]).not.toContain("checked");
    const kept = await postForm(
      app,
      manage,
      { ...fields, "confirm:entrance.stepHeightMm": "yes" },
      nextAddress(),
    );
    expect(kept.statusCode).toBe(303);
    const page = await app.inject({ url: kept.headers.location as string });
    expect(fieldValue(page.body, "guide-entrance-stepHeightMm")).toBe("15");
    // Saved once, it stays kept: the box comes back ticked.
    expect(box.exec(page.body)?.[0]).toContain('checked=""');
    const changed = await postForm(
      app,
      manage,
      { ...fields, "entrance.stepHeightMm": "150" },
      nextAddress(),
    );
    expect(changed.statusCode).toBe(303);
  });

  it("saves and sends for review, then deletes", async () => {
    const manage = await startGuide();
    const response = await postForm(
      app,
      manage,
      {
        name: "Wharfe Books",
        town: "Ilkley",
        postcode: "LS29 9DY",
        "entrance.stepFree": "yes",
        "entrance.doorClearWidthMm": "900",
        location: "53.9251, -1.8226",
        ...LICENCE_TICKED,
        action: "submit",
      },
      nextAddress(),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${manage}?sent=1`);
    const token = manage.split("/").pop() ?? "";
    const guide = (
      await app.inject({ method: "GET", url: `/api/access-guides/manage/${token}` })
    ).json();
    expect(guide).toMatchObject({
      status: "in_review",
      location: { lat: 53.9251, lon: -1.8226 },
      details: { entrance: { stepFree: true, doorClearWidthMm: 900 } },
    });
    const deleted = await postForm(app, `${manage}/delete`, {}, nextAddress());
    expect(deleted.statusCode).toBe(303);
    expect((await app.inject({ method: "GET", url: manage })).body).toContain(
      "We could not find this guide",
    );
  });
});

describe("the directory's page", () => {
  it("keeps every need asked for, so a search for two needs shows only guides with both", async () => {
    await makeAccessGuide(db, {
      name: "Settle Both Needs",
      town: "Settle",
      postcode: "BD24 9EJ",
      published: true,
      details: { entrance: { stepFree: true }, hearingLoop: true },
    });
    await makeAccessGuide(db, {
      name: "Settle Loop Only",
      town: "Settle",
      postcode: "BD24 9EJ",
      published: true,
      details: { entrance: { stepFree: false }, hearingLoop: true },
    });
    const one = await app.inject({
      method: "GET",
      url: "/access-guides?town=Settle&need=hearing-loop",
    });
    expect(one.body).toContain("Settle Loop Only");
    const page = await app.inject({
      method: "GET",
      url: "/access-guides?town=Settle&need=hearing-loop&need=step-free",
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Settle Both Needs");
    expect(page.body).not.toContain("Settle Loop Only");
  });
});

describe("a guide's page", () => {
  it("says when the facts were last checked, and warns once that is over 12 months ago", async () => {
    const fresh = await makeAccessGuide(db, { name: "Fresh Facts Deli", published: true });
    const page = await app.inject({
      method: "GET",
      url: `/access-guides/${fresh.id}-fresh-facts-deli`,
    });
    expect(page.body).toContain("Last checked by the business: ");
    expect(page.body).not.toContain("has not been confirmed");
    const old = await makeAccessGuide(db, { name: "Old Facts Deli", published: true });
    await db.execute(
      sql`update access_guides set published = jsonb_set(published, '{lastCheckedAt}', '"2020-01-01T00:00:00.000Z"') where id = ${old.id}`,
    );
    const stale = await app.inject({
      method: "GET",
      url: `/access-guides/${old.id}-old-facts-deli`,
    });
    expect(stale.body).toContain("has not been confirmed for over 12 months");
  });
});
