// Every content page renders its headings and key texts, in the first HTML.
import { BOOK } from "../../src/shared/site.ts";
import { expect, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

const main = (page: import("@playwright/test").Page) => page.getByRole("main");

test("home: hero, book promotion, statistics, resources, benefits and call to action", async ({
  page,
}) => {
  await page.goto("/");
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("Real Access Real Solutions");
  await expect(m.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact");
  const read = m.getByRole("link", { name: /Read Our Book/ });
  await expect(read).toHaveAttribute("href", "https://books.example/real-access");
  await expect(read).toHaveAttribute("target", "_blank");
  await expect(m.getByRole("heading", { level: 2, name: BOOK.title })).toBeVisible();
  await expect(m.getByRole("link", { name: /Buy the Book/ })).toHaveAttribute("target", "_blank");
  await expect(m.getByRole("img", { name: /Cover of Real Access/ })).toBeVisible();
  for (const [figure, caption] of [
    ["1B+", "people with disabilities worldwide"],
    ["80%", "have hidden disabilities"],
    ["15%", "of the global population"],
    ["100%", "benefit from accessibility"],
  ] as const) {
    await expect(m.getByText(figure, { exact: true })).toBeVisible();
    await expect(m.getByText(caption, { exact: true })).toBeVisible();
  }
  for (const [name, href] of [
    ["News", "/news"],
    ["Advice & Solutions", "/advice-and-solutions"],
    ["About Us", "/about"],
    ["The Book", "/book"],
  ] as const) {
    await expect(m.getByRole("heading", { level: 3, name }).getByRole("link")).toHaveAttribute(
      "href",
      href,
    );
  }
  for (const name of ["Inclusive Culture", "Legal Compliance", "Innovation Driver"]) {
    await expect(m.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(m.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(m.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
});

test("about: mission, approach and why it matters", async ({ page }) => {
  await page.goto("/about");
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("About Us");
  for (const name of ["Our mission", "Our approach", "Why it matters"]) {
    await expect(m.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(m.getByText(/Equality Act 2010/)).toBeVisible();
});

test("the book: cover, author message, four verses, three themes, contents and links", async ({
  page,
}) => {
  await page.goto("/book");
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("The Book");
  await expect(m.getByRole("img", { name: BOOK.cover.alt })).toBeVisible();
  await expect(
    m.getByRole("heading", { level: 2, name: "A message from the author" }),
  ).toBeVisible();
  await expect(m.getByRole("article")).toHaveCount(4);
  await expect(m.getByRole("heading", { level: 2, name: "Three core themes" })).toBeVisible();
  for (const name of ["Start where you are", "Ask, then listen", "Access is for everyone"]) {
    await expect(m.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(m.getByRole("heading", { level: 2, name: "What's inside" })).toBeVisible();
  await expect(m.getByRole("link", { name: /Buy the Book/ }).first()).toHaveAttribute(
    "href",
    "https://books.example/real-access",
  );
  await expect(m.getByRole("link", { name: "Browse Advice & Solutions" }).first()).toHaveAttribute(
    "href",
    "/advice-and-solutions",
  );
});

test("the poem: nine verse cards and a buy link", async ({ page }) => {
  await page.goto("/poem");
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("The Poem");
  await expect(m.getByText("‘What the Door Says’")).toBeVisible();
  await expect(m.getByRole("article")).toHaveCount(9);
  await expect(m.getByRole("heading", { level: 2, name: /Verse 9/ })).toContainText(
    "The open door",
  );
  await expect(m.getByText(/Everything else is just a building\./)).toBeVisible();
  await expect(m.getByRole("link", { name: /Buy the Book/ })).toHaveAttribute("target", "_blank");
});

test("accessibility statement: date, standard, settings panel, limitations, reporting", async ({
  page,
}) => {
  await page.goto("/accessibility-statement");
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
  await expect(m.getByText("Updated 27 November 2026")).toBeVisible();
  await expect(m.getByText(/WCAG\) version 2\.2\s+at level AA/)).toBeVisible();
  for (const name of ["Adjusting the display", "Known limitations", "Reporting a problem"]) {
    await expect(m.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  // With the built-in feed (no NEWS_FEED_URL) the settings do reach it, so no limitation is claimed.
  await expect(m).not.toContainText("our display settings do not reach inside it");
  await expect(m.getByRole("link", { name: "hello@realaccess.example" })).toHaveAttribute(
    "href",
    "mailto:hello@realaccess.example",
  );
});

test("the statement links its evidence, which says what the checks found", async ({ page }) => {
  await page.goto("/accessibility-statement");
  await main(page)
    .getByRole("link", { name: "What the checks look at, and what they last found" })
    .click();
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("How we check accessibility");
  await expect(
    m.getByRole("listitem").filter({ hasText: /^Every page with JavaScript turned off: / }),
  ).toBeVisible();
  await expect(
    m.getByRole("heading", { level: 2, name: "What we have not checked yet" }),
  ).toBeVisible();
});

test("terms of service", async ({ page }) => {
  await page.goto("/terms-of-service");
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  for (const name of ["Using the advice on this site", "Sharing a community story", "Law"]) {
    await expect(m.getByRole("heading", { level: 2, name })).toBeVisible();
  }
});

test("privacy policy: effective date, what is stored, rights and the ICO", async ({ page }) => {
  await page.goto("/privacy-policy");
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(m.getByText("Effective 27 November 2026")).toBeVisible();
  for (const name of [
    "When you send us a message",
    "When you share a community story",
    "When you like a story",
    "Your display settings",
    "The administrator's session",
  ]) {
    await expect(m.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(m.getByText("Your e-mail address is never published.")).toBeVisible();
  await expect(m.getByRole("heading", { level: 2, name: "Your rights" })).toBeVisible();
  await expect(m.getByRole("link", { name: /ico\.org\.uk/ })).toBeVisible();
});

test("contact: intro, e-mail address and the form", async ({ page }) => {
  await page.goto("/contact");
  const m = main(page);
  await expect(m.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(m.getByRole("link", { name: "hello@realaccess.example" })).toBeVisible();
  await expect(m.getByRole("textbox", { name: "Your name" })).toBeVisible();
  const subject = m.getByRole("combobox", { name: /What is it about/ });
  await expect(subject.getByRole("option")).toHaveCount(8);
});

test("each page has its own description and Open Graph tags", async ({ page }) => {
  await page.goto("/poem");
  const content = (selector: string) => page.locator(selector).getAttribute("content");
  expect(await content('meta[name="description"]')).toMatch(/nine-verse poem/);
  expect(await content('meta[property="og:title"]')).toBe("The Poem | Real Access");
  expect(await content('meta[property="og:url"]')).toMatch(/\/poem$/);
  expect(await content('meta[property="og:type"]')).toBe("article");
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});
