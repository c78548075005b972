// "Was this right?" and "Report a problem" as plain forms, without JavaScript: posted
// to addresses beside the guide's page by the endpoints' declarations, checked by the same
// contracts; what is taken goes back to the guide with thanks, what is not is shown on it again.
import { describe, expect, it } from "vitest";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { decoded, pageTitle, postForm } from "../../test/form-pages.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const pages = { ...(await testPageSource()), cacheBytes: 4 * 1024 * 1024 };
const { app, db } = await setUpTestApp({ FORM_TOKEN_MIN_AGE_MS: "0" }, undefined, { pages });

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

const guide = (name: string) =>
  makeAccessGuide(db, {
    name,
    published: true,
    details: { entrance: { stepFree: false, steps: 2 }, toilet: { accessible: true } },
  });
const publicGuide = async (id: number) =>
  (await app.inject({ method: "GET", url: `/api/access-guides/${id}` })).json();

describe("the guide's forms without JavaScript", () => {
  it('takes a "right" about a section and goes back to it with thanks', async () => {
    const { id } = await guide("The Fleece Inn");
    const url = (await publicGuide(id)).url as string;
    const sent = await postForm(
      app,
      `/access-guides/${id}/feedback`,
      { section: "toilet", answer: "right", note: "", website: "" },
      nextAddress(),
    );
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe(`${url}?answered=toilet-right#was-this-right-toilet`);
    expect((await publicGuide(id)).sections.toilet.confirmations).toBe(1);
    const page = await app.inject({ method: "GET", url: sent.headers.location as string });
    expect(decoded(page.body)).toContain("Thank you: your answer is counted on this guide.");
  });

  it("shows a report without a reason on the guide's page again, with what was typed", async () => {
    const { id } = await guide("The Hare and Hounds");
    const refused = await postForm(
      app,
      `/access-guides/${id}/report`,
      { details: "It became a house", website: "" },
      nextAddress(),
    );
    expect(refused.statusCode).toBe(400);
    expect(pageTitle(refused.body)).toMatch(/^Error: The Hare and Hounds: access guide/);
    expect(decoded(refused.body)).toContain("Choose what the problem is");
    expect(decoded(refused.body)).toContain(">It became a house</textarea>");
    const sent = await postForm(
      app,
      `/access-guides/${id}/report`,
      { reason: "closed", details: "It became a house", website: "" },
      nextAddress(),
    );
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toMatch(/\?reported=1#report-guide-title$/);
  });

  it("answers a guide that is not published with Not found", async () => {
    const { id } = await makeAccessGuide(db, { name: "A draft" });
    const sent = await postForm(
      app,
      `/access-guides/${id}/report`,
      { reason: "closed", website: "" },
      nextAddress(),
    );
    expect(sent.statusCode).toBe(404);
  });
});
