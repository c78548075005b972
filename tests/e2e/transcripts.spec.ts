// Spoken transcripts of the key journeys: what a screen-reader user hears of each page's main
// content, compared with the reviewed transcript in tests/transcripts/. A change to what is said
// fails here until someone reads the new transcript and accepts it with
// `npm run transcripts:update` (docs: README, "Spoken transcripts").
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { announcementsDuring, hear, serveScreenReader } from "./screen-reader.ts";

const DIRECTORY = join(import.meta.dirname, "..", "transcripts");
const UPDATE = process.env.UPDATE_TRANSCRIPTS === "1";

async function expectTranscript(name: string, heard: string[]) {
  const file = join(DIRECTORY, `${name}.txt`);
  const text = `${heard.join("\n")}\n`;
  if (UPDATE) {
    await writeFile(file, text);
    return;
  }
  const reviewed = await readFile(file, "utf8").catch(() => "");
  expect(text, `${name}: run npm run transcripts:update and review the diff`).toBe(reviewed);
}

test.beforeEach(async ({ page }) => {
  await serveScreenReader(page);
});

/** Reads the page's main content once it is ready, under the transcript's name. */
async function expectPageTranscript(page: Page, name: string) {
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectTranscript(name, await hear(page));
}

test("the header and footer every page shares", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expectTranscript("header", await hear(page, "header"));
  await expectTranscript("footer", await hear(page, "footer"));
});

// The seeded items come first (id 1): tests add their own after, so these pages never change
// with the tests that run beside this one.
test("from a quick solution to an expert article and a community story", async ({ page }) => {
  await page.goto("/advice-and-solutions/quick-solutions/1");
  await expectPageTranscript(page, "quick-solution");
  await page.goto("/advice-and-solutions/articles/1");
  await expectPageTranscript(page, "article");
  await page.goto("/advice-and-solutions/stories/1");
  // The like control waits for this visitor's own like state; read it once that has come. Before
  // hydration it is the no-JavaScript form's button, enabled, so wait for hydration first.
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Like / })).toBeEnabled();
  await expectPageTranscript(page, "story");
});

test("sending a message", async ({ page }) => {
  await page.goto("/contact");
  await expectPageTranscript(page, "contact");
});

test("starting the self-assessment", async ({ page }) => {
  await page.goto("/self-assessment");
  await expectPageTranscript(page, "self-assessment-start");
});

test("a page change says the new page's title, and nothing else", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  let liveInMain: string[] = [];
  const said = await announcementsDuring(page, async () => {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Advice & Solutions" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Advice & Solutions" })).toBeFocused();
    // What a screen reader would read out beside the title: the page's own live regions' words
    // ("Loading quick solutions…", "49 solutions found"), which wait until the visitor acts.
    liveInMain = await page
      .locator("main :is([role=status], [role=alert], [aria-live])")
      .evaluateAll((regions) => regions.map((region) => region.textContent ?? "").filter(Boolean));
  });
  expect(liveInMain).toEqual([]);
  // Focus lands on the heading, which is read; of the live regions only the title speaks (the
  // virtual reader says an atomic region once per DOM change: one change, however many nodes).
  const announced = said.filter((phrase) => /^(polite|assertive):/.test(phrase));
  expect([...new Set(announced)]).toEqual(["polite: Advice & Solutions | Real Access"]);
  expect(said).toContain("heading, Advice & Solutions, level 1");
});
