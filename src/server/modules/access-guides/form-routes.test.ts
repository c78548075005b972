// Access guides without JavaScript (issue 42): from results to a guide, the manage form saved and
// sent for review by plain posts, its problems shown by field, and deleting.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { areaById } from "../../../shared/assessment/areas/index.ts";
import { accessGuides } from "../../db/schema.ts";
import { errorSummary, fieldValue, postForm } from "../../test/form-pages.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const { app, db } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

async function resultsToken() {
  const response = await app.inject({
    method: "POST",
    url: "/api/assessments",
    remoteAddress: nextAddress(),
    payload: {
      businessType: "retail",
      businessSize: "2-9",
      focus: ["communication"],
      responses: Object.fromEntries(
        areaById("communication").questions.map((question) => [question.id, "yes"]),
      ),
    },
  });
  return response.json().token as string;
}

async function startGuide() {
  const response = await postForm(
    app,
    "/access-guides/new",
    {
      assessmentToken: await resultsToken(),
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
        action: "submit",
      },
      nextAddress(),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${manage}?sent=1`);
    const [row] = await db
      .select()
      .from(accessGuides)
      .where(eq(accessGuides.name, "Wharfe Books"))
      .orderBy(accessGuides.id);
    const rows = await db.select().from(accessGuides).where(eq(accessGuides.status, "in_review"));
    expect(rows.some((each) => each.details.entrance?.doorClearWidthMm === 900)).toBe(true);
    expect(row).toBeDefined();
    const deleted = await postForm(app, `${manage}/delete`, {}, nextAddress());
    expect(deleted.statusCode).toBe(303);
    expect((await app.inject({ method: "GET", url: manage })).body).toContain(
      "We could not find this guide",
    );
  });
});
