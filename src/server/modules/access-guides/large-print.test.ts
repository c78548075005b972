// The large-print page of a published guide: a document of its own, with no script, at one address.
import { describe, expect, it } from "vitest";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();

describe("a guide's large-print page", () => {
  it("gives the published guide under an h1, in large print, with no script", async () => {
    const guide = await makeAccessGuide(db, {
      name: "Large Print <Café>",
      published: true,
      details: { entrance: { stepFree: true, doorClearWidthMm: 900 } },
    });
    const response = await app.inject({
      url: `/access-guides/${guide.id}-large-print-cafe/print`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    expect(html).toContain("<h1>Access guide: Large Print &lt;Café&gt;</h1>");
    expect(html).toContain("<h2>The entrance</h2>");
    expect(html).toContain("<dt>Door clear width</dt>\n<dd>900 mm</dd>");
    expect(html).toContain(
      'Last checked by the business: <time datetime="2026-06-01">1 June 2026</time>',
    );
    expect(html).toContain("font-size: 18pt");
    expect(html).not.toMatch(/<script/);
  });

  it("sends an old or missing slug to the guide's one address", async () => {
    const guide = await makeAccessGuide(db, { name: "Moved Slug Café", published: true });
    const response = await app.inject({ url: `/access-guides/${guide.id}-old-name/print` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/access-guides/${guide.id}-moved-slug-cafe/print`);
  });

  it("is not found for a guide not yet published", async () => {
    const draft = await makeAccessGuide(db, { name: "Draft Print Café" });
    const response = await app.inject({ url: `/access-guides/${draft.id}-draft-print-cafe/print` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<h1>We could not find this guide</h1>");
  });

  it("answers a hostile address with 4xx, never an error", async () => {
    for (const ref of [
      "%FF",
      "%ED%A0%80",
      "2147483648-x",
      "0-x",
      "-1-x",
      "1%00-x",
      "x".repeat(3000),
    ]) {
      const response = await app.inject({ url: `/access-guides/${ref}/print` });
      expect(response.statusCode, ref).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, ref).toBeLessThan(500);
    }
  });
});
