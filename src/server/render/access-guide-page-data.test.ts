// A published guide's page as search engines read it: its JSON-LD gives `geo` with the place's
// latitude and longitude as numbers once the guide has a location, and none without; and the page
// names the open-data licence once the business agreed to it (decision 046).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GUIDE_DATA_LICENCE } from "../../shared/access-guides/licence.ts";
import { permalinkPath } from "../../shared/permalinks.ts";
import { accessGuides } from "../db/schema.ts";
import { makeAccessGuide } from "../test/access-guide-factory.ts";
import { decoded } from "../test/form-pages.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";

const { app, db } = await setUpTestApp({ SITE_URL: "https://realaccess.example" }, undefined, {
  pages: await testPageSource(),
});

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );

async function pageOf(guide: { id: number; name: string }) {
  const page = await app.inject({
    method: "GET",
    url: permalinkPath("access-guide", { id: guide.id, title: guide.name }),
  });
  expect(page.statusCode).toBe(200);
  return page.body;
}

const placeOf = (html: string) =>
  jsonLdOf(html)
    .flat()
    .find((item) => item.address?.["@type"] === "PostalAddress");

describe("a published guide's page", () => {
  it("gives geo in its JSON-LD, latitude and longitude as numbers, once the guide has a location", async () => {
    const guide = await makeAccessGuide(db, {
      name: "The Mapped Bakery",
      published: true,
      location: { lat: 53.9623, lon: -2.0163 },
    });
    expect(placeOf(await pageOf(guide))?.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 53.9623,
      longitude: -2.0163,
    });
  });

  it("gives no geo for a guide without a location", async () => {
    const guide = await makeAccessGuide(db, {
      name: "The Unmapped Bakery",
      published: true,
      location: null,
    });
    const place = placeOf(await pageOf(guide));
    expect(place?.name).toBe("The Unmapped Bakery");
    expect(place).not.toHaveProperty("geo");
  });

  it("names the open-data licence once the business agreed to it, and not before", async () => {
    const guide = await makeAccessGuide(db, { name: "The Open Bakery", published: true });
    const credit = `The business agreed that the facts in this guide are open data under the ${GUIDE_DATA_LICENCE.name}`;
    const before = decoded(await pageOf(guide)).replaceAll("<!-- -->", "");
    expect(before).not.toContain(credit);
    await db
      .update(accessGuides)
      .set({ licence: GUIDE_DATA_LICENCE.id, licenceAgreedAt: new Date() })
      .where(eq(accessGuides.id, guide.id));
    const after = decoded(await pageOf(guide)).replaceAll("<!-- -->", "");
    expect(after.replace(/<[^>]+>/g, "")).toContain(
      `${credit}: anyone may reuse them if they say they came from this guide on Real Access. The photos are not included: they belong to the business.`,
    );
    expect(after).toContain(`href="${GUIDE_DATA_LICENCE.url}"`);
  });
});
