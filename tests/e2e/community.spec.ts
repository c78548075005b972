// The Community Stories tab — list, search, story dialog, likes, the guidelines, the
// submission form by keyboard with its toasts, and the loading, error and empty states.
import type { Page } from "@playwright/test";
import { COMMUNITY_MESSAGES } from "../../src/shared/contracts/community.ts";
import { expect, expectNoAxeViolations, holdRequests, test, waitForHydration } from "./fixtures.ts";

const PATH = "/advice-and-solutions?tab=community-stories";
const storyList = (page: Page) => page.getByRole("list", { name: "Community stories" });
const cards = (page: Page) => storyList(page).getByRole("article");
const resultLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });

let client = 0;
test.beforeEach(async ({ page }, testInfo) => {
  // Submissions and likes are limited per client address; the test server trusts the proxy
  // header, so each test comes from its own address.
  client += 1;
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `192.0.2.${(testInfo.workerIndex * 60 + client) % 250}`,
  });
});

async function open(page: Page, path = PATH) {
  await page.goto(path);
  await waitForHydration(page);
}

test("the server renders the approved stories, newest first, with UK dates", async ({ page }) => {
  const html = await (await page.request.get(PATH)).text();
  expect(html).toContain("Our village hall finally has a hearing loop that works");
  expect(html).toContain("Showing 8 results");
  expect(html).toContain("6 Feb 2026");
  // Pending stories and e-mail addresses never reach visitors.
  expect(html).not.toContain("The step-free route nobody told me about");
  expect(html).not.toMatch(/@example\.(org|co\.uk)/);

  await open(page);
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).first().getByRole("heading")).toHaveText(
    "Our village hall finally has a hearing loop that works",
  );
  await expect(cards(page).first()).toContainText("By Brenda, hearing aid user");
});

test("search filters the list with a result line, and the global term hides the box", async ({
  page,
}) => {
  await open(page);
  const search = page.getByRole("searchbox", { name: "Search community stories" });
  await expect(search).toHaveAttribute("placeholder", "Search community stories...");
  await search.fill("SIGN");
  await expect(resultLine(page)).toHaveText('Showing 3 results for "SIGN"');
  await expect(cards(page)).toHaveCount(3);
  await search.fill("aisha");
  await expect(resultLine(page)).toHaveText('Showing 1 result for "aisha"');
  await expect(cards(page).getByRole("heading")).toHaveText("Please just write it down");

  await search.fill("trampolines");
  await expect(page.getByRole("heading", { name: "No Matching Stories Found" })).toBeVisible();
  await expect(
    page.getByText(
      'No community stories match "trampolines". Try different search terms or browse all stories.',
    ),
  ).toBeVisible();
  await search.clear();
  await expect(cards(page)).toHaveCount(8);

  await page.getByRole("searchbox", { name: "Search all advice and solutions" }).fill("menus");
  await expect(search).toHaveCount(0);
  await expect(resultLine(page)).toHaveText('Showing 1 result for "menus"');
});

test("a story opens in a dialog by keyboard and closes back to its button", async ({ page }) => {
  await open(page);
  const title = "A quiet hour made the weekly shop possible";
  const read = page.getByRole("button", { name: `Read story about ${title}` });
  await read.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("One of the assistants noticed him covering his ears");
  await expect(dialog).toContainText("21 Oct 2025");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(read).toBeFocused();
});

test("the guidelines dialog lists the 10 guidelines", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Read the community guidelines" }).click();
  const dialog = page.getByRole("dialog", { name: "Community guidelines" });
  await expect(dialog.getByRole("listitem")).toHaveCount(10);
  await expect(dialog.getByRole("listitem").first()).toContainText("Respect all people");
  await expect(dialog.getByRole("listitem").last()).toContainText("We are all learning");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});

test("like and unlike: a pressed toggle, the server's count, kept across reloads", async ({
  page,
}) => {
  const title = "What a visual timetable did for our dental visits";
  await open(page);
  const like = cards(page).getByRole("button", { name: new RegExp(`^Like ${title}`) });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toBeEnabled();
  const before = Number(((await like.textContent()) ?? "").match(/\d+/)?.[0]);

  // Disabled while its request is pending, and a keyboard user's focus stays on it.
  const { handler, release } = holdRequests();
  await page.route("**/api/community/*/like", handler);
  await like.focus();
  await page.keyboard.press("Enter");
  await expect(like).toBeDisabled();
  await expect(like).toBeFocused();
  release();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText(String(before + 1));
  await expect(like).toBeEnabled();
  await expect(like).toBeFocused();
  await page.unroute("**/api/community/*/like");

  await page.reload();
  await waitForHydration(page);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText(String(before + 1));

  await like.focus();
  await page.keyboard.press("Space");
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toContainText(String(before));
});

const CONTENT =
  "When our local library moved the returns desk downstairs, I could finally return books without asking for help. A small change, but it meant I could go on my own again.";

test("a story is submitted by keyboard alone: success toast and a reset form", async ({ page }) => {
  await open(page);
  const title = page.getByRole("textbox", { name: "Title" });
  await title.focus();
  await page.keyboard.type("The returns desk moved downstairs");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: /Your story/ })).toBeFocused();
  await page.keyboard.type(CONTENT.slice(0, 22));
  await expect(page.getByTestId("story-character-count")).toHaveText("22 / 100 characters minimum");
  await page.keyboard.type(CONTENT.slice(22));
  await expect(page.locator("p", { hasText: "Summary we will use:" })).toContainText(
    "When our local library moved the returns desk downstairs, I could finally return books without asking for help.",
  );
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: /Short summary/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Jas, library user");
  await page.keyboard.press("Tab");
  const email = page.getByRole("textbox", { name: "E-mail address" });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAccessibleDescription(/Never published/);
  await page.keyboard.type("jas@example.org");
  await page.keyboard.press("Tab");
  // The honeypot is skipped: the next stop is the submit button.
  await expect(page.getByRole("button", { name: "Submit your story" })).toBeFocused();
  await page.keyboard.press("Enter");

  const toast = page.getByRole("alertdialog");
  await expect(toast).toContainText("Article Submitted!");
  await expect(toast).toContainText(
    "Your article has been submitted for review and will appear once approved.",
  );
  await expect(title).toHaveValue("");
  await expect(page.getByRole("textbox", { name: /Your story/ })).toHaveValue("");
  await expectNoAxeViolations(page);
  // Focus stays on the button, and the confirmation beside it outlasts the toast.
  await expect(page.getByRole("button", { name: "Submit your story" })).toBeFocused();
  await expect(page.getByTestId("form-outcome")).toContainText(
    "Your article has been submitted for review and will appear once approved.",
  );
  // Pending until approved: not listed.
  await expect(
    cards(page).getByRole("heading", { name: "The returns desk moved downstairs" }),
  ).toHaveCount(0);
});

test("invalid input shows the contract's messages by each field and sends nothing", async ({
  page,
}) => {
  await open(page);
  await page.getByRole("textbox", { name: /Your story/ }).fill("Too short.");
  await page.getByRole("textbox", { name: "E-mail address" }).fill("jas at example");
  await page.getByRole("button", { name: "Submit your story" }).click();
  const title = page.getByRole("textbox", { name: "Title" });
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription(/Enter a title for your story/);
  await expect(page.getByRole("textbox", { name: /Your story/ })).toHaveAccessibleDescription(
    /Content must be at least 100 characters long/,
  );
  await expect(page.getByRole("textbox", { name: "Your name" })).toHaveAccessibleDescription(
    /Enter your name/,
  );
  await expect(page.getByRole("textbox", { name: "E-mail address" })).toHaveAccessibleDescription(
    /correct format/,
  );
  // The summary above the form lists all four, and each link takes focus to its field.
  const summary = page
    .getByRole("alert")
    .filter({ hasText: "There are 4 problems with your story" });
  await expect(summary.getByRole("link")).toHaveCount(4);
  await summary.getByRole("link", { name: /correct format/ }).click();
  await expect(page.getByRole("textbox", { name: "E-mail address" })).toBeFocused();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("refusals", () => {
  test.use({ expectedHttpErrors: [/\/api\/community$/] });

  async function fillAndSend(page: Page) {
    await page.getByRole("textbox", { name: "Title" }).fill("A story");
    await page.getByRole("textbox", { name: /Your story/ }).fill(CONTENT);
    await page.getByRole("textbox", { name: "Your name" }).fill("Jas");
    await page.getByRole("textbox", { name: "E-mail address" }).fill("jas@example.org");
    await page.getByRole("button", { name: "Submit your story" }).press("Enter");
  }

  test("a server error shows the failure toast and keeps what was typed", async ({ page }) => {
    await open(page);
    await page.route("**/api/community", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' })
        : route.continue(),
    );
    await fillAndSend(page);
    const toast = page.getByRole("alertdialog");
    await expect(toast).toContainText("Submission Failed");
    await expect(toast).toContainText(
      "There was an error submitting your article. Please try again.",
    );
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("A story");
    await expectNoAxeViolations(page);
  });

  test("the rate limit is explained clearly", async ({ page }) => {
    await open(page);
    await page.route("**/api/community", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 429,
            contentType: "application/json",
            body: JSON.stringify({ error: COMMUNITY_MESSAGES.submitLimited }),
          })
        : route.continue(),
    );
    await fillAndSend(page);
    await expect(page.getByRole("alertdialog")).toContainText("Submission Failed");
    // The reason stays beside the button once the toast has gone.
    await expect(page.getByTestId("form-outcome")).toContainText(COMMUNITY_MESSAGES.submitLimited);
  });
});

test.describe("list states", () => {
  test.use({ expectedHttpErrors: [/\/api\/community\?approved=true$/] });

  /** Opens the default tab, then the Community Stories tab, so the list is fetched in the browser. */
  async function openTabWith(page: Page, handler: Parameters<Page["route"]>[1]) {
    await page.route("**/api/community?approved=true", handler);
    await open(page, "/advice-and-solutions");
    await page.getByRole("tab", { name: "Community Stories" }).click();
  }

  test("three skeletons while loading", async ({ page }) => {
    const { handler, release } = holdRequests();
    await openTabWith(page, handler);
    await expect(
      page.getByRole("status").filter({ hasText: "Loading community stories" }),
    ).toBeVisible();
    await expect(page.getByTestId("story-skeleton")).toHaveCount(3);
    release();
    await expect(cards(page)).toHaveCount(8);
  });

  test("the error state", async ({ page }) => {
    await openTabWith(page, (route) => route.fulfill({ status: 500, body: "boom" }));
    await expect(page.getByRole("alert")).toHaveText(
      "Unable to load community articles at this time.",
    );
  });

  test("the empty state", async ({ page }) => {
    await openTabWith(page, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    await expect(page.getByRole("heading", { name: "No Community Articles Yet" })).toBeVisible();
    await expect(
      page.getByText(
        "Be the first to share your accessibility experience! Submit your story below to help others in similar situations.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

for (const width of [1280, 375]) {
  test(`no axe violations at ${width} px on the tab`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    await expect(cards(page)).toHaveCount(8);
    await expectNoAxeViolations(page);
  });
}
