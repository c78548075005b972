// "Update my answers" without JavaScript: the check page's plain form post keeps the results at
// their address, as the browser's journey does, and the address then shows the new results.
import { describe, expect, it } from "vitest";
import { areaById } from "../../../shared/assessment/areas/index.ts";
import { FIELD } from "../../../shared/assessment/journey.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const { app } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

const digital = areaById("digital").questions;
const answers = (answer: string) =>
  Object.fromEntries(digital.map((question) => [question.id, answer]));

/** The check page's form, as a browser without JavaScript sends it. */
function checkPageForm(fields: Record<string, string>) {
  return new URLSearchParams({
    [FIELD.step]: "check",
    [FIELD.action]: "submit",
    [FIELD.businessType]: "retail",
    [FIELD.businessSize]: "2-9",
    [FIELD.focus]: "digital",
    ...fields,
  }).toString();
}

const post = (body: string) =>
  app.inject({
    method: "POST",
    url: "/self-assessment",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
    },
    payload: body,
  });

describe("POST /self-assessment, updating earlier results", () => {
  it("keeps the results' address, which then shows the new answers and the earlier score", async () => {
    const made = await app.inject({
      method: "POST",
      url: "/api/assessments",
      payload: {
        businessType: "retail",
        businessSize: "2-9",
        focus: ["digital"],
        responses: answers("no"),
      },
    });
    const { token } = made.json();

    const updated = await post(checkPageForm({ ...answers("yes"), [FIELD.previousToken]: token }));
    expect(updated.statusCode).toBe(303);
    expect(updated.headers.location).toBe(`/self-assessment/results/${token}`);

    const shown = (await app.inject({ method: "GET", url: `/api/assessments/${token}` })).json();
    expect(shown.overallScore).toBe(100);
    expect(shown.history).toEqual([expect.objectContaining({ overallScore: 0 })]);
  });

  it("makes new results when the earlier ones have gone, so no answer is lost", async () => {
    const gone = "A".repeat(32);
    const response = await post(checkPageForm({ ...answers("yes"), [FIELD.previousToken]: gone }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/self-assessment\/results\/[A-Za-z0-9_-]{32}$/);
    expect(response.headers.location).not.toContain(gone);
  });
});

describe("GET /self-assessment?from=<token>, 'Update my answers'", () => {
  it("is titled for the page it shows, 'Check your answers', not the journey's first step", async () => {
    const made = await app.inject({
      method: "POST",
      url: "/api/assessments",
      payload: {
        businessType: "retail",
        businessSize: "2-9",
        focus: ["digital"],
        responses: answers("yes"),
      },
    });
    const { token } = made.json();
    const page = await app.inject({ method: "GET", url: `/self-assessment?from=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      "<title>Step 3 of 3: Check your answers | Self-assessment | Real Access</title>",
    );
    expect(page.body).toContain(">Check your answers</h1>");
  });
});
