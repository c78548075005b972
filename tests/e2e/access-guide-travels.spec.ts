// A published guide travels (decision 036): the manage page gives the business its guide as HTML
// for its own website and as JSON-LD, and a large-print page linked from the guide's page. The
// HTML, pasted into a bare page under that page's h1, passes axe with its photo shown; the
// large-print page passes axe; both are reached and read with JavaScript off.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { GUIDE_SUBMISSION } from "../../src/server/test/guide-submission.ts";
import { cafeResults, editorPage } from "./access-guide-helpers.ts";
import { axeViolations } from "./axe-scan.ts";
import { expectNoAxeViolationsWithoutScript } from "./axe-without-script.ts";
import {
  AXE_EXTRA_RULES,
  AXE_TAGS,
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const DOOR = "The front door, level with the pavement, with a bell beside it";
const HTML_BOX = "Your guide as HTML, for your website";
const JSON_LD_BOX = "Your guide's facts for search engines (JSON-LD)";

/** A guide with facts and a photo, sent for review and approved by an editor, all by the API. */
async function publishedGuide(request: APIRequestContext, browser: Browser, name: string) {
  const created = await request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(request),
      name,
      town: "Hebden Bridge",
      postcode: "HX7 8AD",
      location: { lat: 53.7414, lon: -2.0128 },
      details: {
        entrance: { stepFree: true, doorClearWidthMm: 900, bell: true },
        toilet: { accessible: true, transferSpaceMm: 800 },
        hearingLoop: true,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, manageToken } = (await created.json()) as { id: number; manageToken: string };
  const picture = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#5b6f84" },
  })
    .jpeg()
    .toBuffer();
  const photo = await request.post(`/api/access-guides/manage/${manageToken}/photos`, {
    multipart: { file: { name: "door.jpg", mimeType: "image/jpeg", buffer: picture }, alt: DOOR },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  expect(
    (
      await request.post(`/api/access-guides/manage/${manageToken}/submit`, {
        data: GUIDE_SUBMISSION,
      })
    ).status(),
  ).toBe(200);
  const editor = await editorPage(browser);
  const approved = await editor.request.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await editor.context().close();
  const { url } = (await (await request.get(`/api/access-guides/${id}`)).json()) as { url: string };
  return { manageUrl: `/access-guides/manage/${manageToken}`, url };
}

/** A page that runs scripts (axe needs them), whatever the test's own context says. */
async function pageWithScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  return context.newPage();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the HTML for the business's website passes axe pasted into a bare page", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const name = unique("The Lock Keeper's Café");
    const guide = await publishedGuide(page.request, browser, name);

    await page.goto(guide.manageUrl);
    await expect(
      page.getByRole("heading", { level: 2, name: "Your guide on your own website, and on paper" }),
    ).toBeVisible();
    // Selectable without a script; the Copy buttons come only with one.
    const html = await page.getByLabel(HTML_BOX).inputValue();
    await expect(page.getByLabel(HTML_BOX)).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Copy the HTML" })).toHaveCount(0);
    const jsonLd = await page.getByLabel(JSON_LD_BOX).inputValue();
    expect(jsonLd.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(JSON.parse(jsonLd.replace(/<\/?script[^>]*>/g, ""))[0]).toMatchObject({ name });
    await expectNoAxeViolationsWithoutScript(page);

    const bare = await pageWithScript(browser);
    try {
      await bare.setContent(
        `<!doctype html><html lang="en"><head><title>Our café</title></head><body><h1>Our café</h1>\n${html}</body></html>`,
      );
      const headings = await bare
        .getByRole("heading")
        .evaluateAll((all) => all.map((h) => `${h.tagName} ${h.textContent}`));
      expect(headings).toEqual([
        "H1 Our café",
        `H2 Access guide: ${name}`,
        "H3 The entrance",
        "H3 Toilets",
        "H3 Communication and help",
        "H3 Photos",
      ]);
      await expect(bare.getByText("Door clear width")).toBeVisible();
      await expect(bare.getByText("900 mm")).toBeVisible();
      // The photo, from this site, shows on another: described by its alt text.
      const photo = bare.getByRole("img", { name: DOOR });
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await expect(
        bare.getByRole("link", { name: `${name} access guide on Real Access` }),
      ).toHaveAttribute("href", new RegExp(`^https?://[^/]+${guide.url}$`));
      // The bare page as it is: every WCAG rule. Axe's best practices would also ask that page
      // for a main landmark around its own h1, which no pasted block can give it, so they are
      // run on the same page with its content in a <main>, as a real website has.
      const wcag = AXE_TAGS.filter((tag) => tag !== "best-practice");
      expect(
        await axeViolations(bare, { type: "tag", values: wcag }, undefined, AXE_EXTRA_RULES),
      ).toEqual([]);
      await bare.setContent(
        `<!doctype html><html lang="en"><head><title>Our café</title></head><body><main><h1>Our café</h1>\n${html}</main></body></html>`,
      );
      await expect(bare.getByRole("img", { name: DOOR })).toBeVisible();
      await expectNoAxeViolations(bare);
    } finally {
      await bare.context().close();
    }
  });

  test("the large-print page is linked from the guide's page and the manage page, and passes axe", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const name = unique("The Towpath Tearoom");
    const guide = await publishedGuide(page.request, browser, name);

    await page.goto(guide.manageUrl);
    await expect(
      page.getByRole("link", { name: "Large-print version of your guide, to print or share" }),
    ).toHaveAttribute("href", `${guide.url}/print`);

    await page.goto(guide.url);
    await page.getByRole("link", { name: "Large-print version of this guide" }).click();
    await expect(page).toHaveURL(new RegExp(`${guide.url}/print$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Access guide: ${name}`);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("img", { name: DOOR })).toBeVisible();
    await expectNoAxeViolationsWithoutScript(page);

    // Large on screen, and at least 18 pt on paper.
    const large = await pageWithScript(browser);
    try {
      await large.goto(page.url());
      const bodySize = () =>
        large.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
      expect(await bodySize()).toBeGreaterThanOrEqual(24);
      await large.emulateMedia({ media: "print" });
      expect(await bodySize()).toBeGreaterThanOrEqual(24);
      await expect(large.getByText(/^Large print\./)).toBeHidden();
    } finally {
      await large.context().close();
    }
  });
});

test("each box's Copy button copies it, once the page runs its script", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const guide = await publishedGuide(page.request, browser, unique("The Wharf Café"));
  await page.goto(guide.manageUrl);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Copy the HTML" }).click();
  await expect(page.getByRole("status").filter({ hasText: "HTML copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.getByLabel(HTML_BOX).inputValue(),
  );
  await page.getByRole("button", { name: "Copy the JSON-LD" }).click();
  await expect(page.getByRole("status").filter({ hasText: "JSON-LD copied." })).toBeVisible();
  await expectNoAxeViolations(page);
});
