// The Community Stories tab — list, search, story dialog, likes, the guidelines, the
// submission form by keyboard with its toasts, and the loading, error and empty states. Each test
// approves stories of its own through the API and looks for those, not for the seed's.
import type { Page } from "@playwright/test";
import { FORM_TOKEN_MIN_AGE_MS, STORY_MESSAGES } from "../../src/shared/contracts/stories.ts";
import { formatUkDate } from "../../src/shared/dates.ts";
import {
  approvedStory,
  clientAddress,
  expect,
  expectNoAxeViolations,
  holdRequests,
  pauseClock,
  submitStory,
  TOAST_TIMEOUT_MS,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const PATH = "/advice-and-solutions?tab=community-stories";
const storyList = (page: Page) => page.getByRole("list", { name: "Community stories" });
const cards = (page: Page) => storyList(page).getByRole("article");
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: title }) });
const resultLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
/** A toast: a success is a status inside a non-modal dialog, a failure an alert dialog. */
const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });
/** The count a like button shows, with the words only a screen reader hears. */
const likes = (count: number) => new RegExp(`,\\s*${count}\\s*likes?$`);
/** A word no other story contains, to search for. */
const tag = () => `zq${Math.random().toString(36).slice(2, 8)}`;

test.beforeEach(async ({ page }) => {
  // Submissions and likes are limited per client address; the test server trusts the proxy
  // header, so each test comes from its own address.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  // The form's anti-spam wait and the toasts' five seconds run on this clock (see skipFloor).
  await page.clock.install();
});

async function open(page: Page, path = PATH) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Lets the page's clock pass the form's anti-spam floor (the server's is off in these tests). */
const skipFloor = (page: Page) => page.clock.fastForward(FORM_TOKEN_MIN_AGE_MS + 500);

test("the server renders the approved stories, newest first, with UK dates", async ({
  page,
  admin,
}) => {
  const older = await approvedStory(admin, {
    title: unique("Our village hall finally has a hearing loop"),
    authorName: "Brenda, hearing aid user",
    authorEmail: "brenda@example.org",
  });
  const newer = await approvedStory(admin, { title: unique("The café that wrote it down") });
  const pending = await submitStory(admin, { title: unique("A story still waiting for review") });

  const html = await (await page.request.get(PATH)).text();
  expect(html).toContain(older.title);
  expect(html.indexOf(newer.title)).toBeLessThan(html.indexOf(older.title));
  expect(html).toMatch(/Showing \d+ results?/);
  // Pending stories and e-mail addresses never reach visitors.
  expect(html).not.toContain(pending.title);
  expect(html).not.toMatch(/@example\.(org|co\.uk)/);

  await open(page);
  const titles = await cards(page).getByRole("heading").allTextContents();
  expect(titles.indexOf(newer.title)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(newer.title)).toBeLessThan(titles.indexOf(older.title));
  await expect(card(page, older.title)).toContainText("By Brenda, hearing aid user");
  const date = card(page, older.title).locator("time");
  await expect(date).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(date).toHaveText(formatUkDate(older.createdAt));
});

test("the page's search filters the list with a result line", async ({ page, admin }) => {
  const [word, author] = [tag(), tag()];
  const signs = await approvedStory(admin, { title: unique(`Clear ${word} signs at the station`) });
  const written = await approvedStory(admin, {
    title: unique(`Please just write it down ${word}`),
    authorName: `Aisha ${author}`,
  });
  await open(page);
  const total = await cards(page).count();
  // The page's one search box; the list's own box, which competed with it, is gone.
  await expect(page.getByRole("searchbox")).toHaveCount(1);
  const search = page.getByRole("searchbox", { name: "Search all advice and solutions" });
  await search.fill(word.toUpperCase());
  await expect(resultLine(page)).toHaveText(`Showing 2 results for "${word.toUpperCase()}"`);
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, signs.title)).toBeVisible();
  await search.fill(author);
  await expect(resultLine(page)).toHaveText(`Showing 1 result for "${author}"`);
  await expect(cards(page).getByRole("heading")).toHaveText(written.title);

  await search.fill("trampolines");
  await expect(page.getByRole("heading", { name: "No Matching Stories Found" })).toBeVisible();
  await expect(
    page.getByText(
      'No community stories match "trampolines". Try different search terms or browse all stories.',
    ),
  ).toBeVisible();
  await search.clear();
  await expect(cards(page)).toHaveCount(total);
});

test("a story opens in a dialog by keyboard and closes back to its button", async ({
  page,
  admin,
}) => {
  const story = await approvedStory(admin, {
    title: unique("A quiet hour made the weekly shop possible"),
    content:
      "My son finds the supermarket overwhelming. One of the assistants noticed him covering his ears, and now the shop turns the music off for an hour on Tuesday mornings.",
  });
  await open(page);
  const read = page.getByRole("link", { name: `Read story about ${story.title}` });
  await read.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: story.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("One of the assistants noticed him covering his ears");
  await expect(dialog).toContainText(formatUkDate(story.createdAt));
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
  admin,
}) => {
  const { title } = await approvedStory(admin, {
    title: unique("What a visual timetable did for our dental visits"),
  });
  await open(page);
  const like = card(page, title).getByRole("button", { name: new RegExp(`^Like ${title}`) });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toBeEnabled();
  await expect(like).toContainText(likes(0));

  // Disabled while its request is pending, and a keyboard user's focus stays on it.
  const { handler, release } = holdRequests();
  await page.route("**/api/community/*/like", handler);
  await like.focus();
  await page.keyboard.press("Enter");
  await expect(like).toBeDisabled();
  await expect(like).toBeFocused();
  release();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText(likes(1));
  await expect(like).toBeEnabled();
  await expect(like).toBeFocused();
  await page.unroute("**/api/community/*/like");

  await page.reload();
  await waitForHydration(page);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText(likes(1));

  await like.focus();
  await page.keyboard.press("Space");
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toContainText(likes(0));
});

const CONTENT =
  "When our local library moved the returns desk downstairs, I could finally return books without asking for help. A small change, but it meant I could go on my own again.";

test("a story is submitted by keyboard alone: success toast and a reset form", async ({
  page,
  admin,
}) => {
  const story = unique("The returns desk moved downstairs");
  await open(page);
  const title = page.getByRole("textbox", { name: "Title" });
  await title.focus();
  await page.keyboard.type(story);
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
  await skipFloor(page);

  const toast = notifications(page).getByRole("dialog");
  await expect(toast.getByRole("status")).toContainText("Article Submitted!");
  await expect(toast).toContainText(
    "Your article has been submitted for review and will appear once approved.",
  );
  await expect(title).toHaveValue("");
  await expect(page.getByRole("textbox", { name: /Your story/ })).toHaveValue("");
  await expectNoAxeViolations(page);
  // Focus stays on the button, and the confirmation beside it outlasts the toast.
  await expect(page.getByRole("button", { name: "Submit your story" })).toBeFocused();
  await page.clock.fastForward(TOAST_TIMEOUT_MS);
  await expect(toast).toHaveCount(0);
  await expect(page.getByTestId("form-outcome")).toContainText(
    "Your article has been submitted for review and will appear once approved.",
  );
  // Pending until approved: not listed, but waiting for the moderators.
  await expect(cards(page).getByRole("heading", { name: story })).toHaveCount(0);
  const pending = await (await admin.get("/api/community?approved=false")).json();
  expect(pending).toContainEqual(expect.objectContaining({ title: story, isApproved: false }));
});

test("the form holds a story until a person could have written it (the anti-spam floor)", async ({
  page,
}) => {
  // When the first token was asked for, on the page's clock: the form measures its floor from
  // when a token reached it, never sooner. Only the first counts: a later fetch (a busy machine
  // fetches again) would move the mark past a token the form may already hold.
  let shownAt = 0;
  await page.route("**/api/community/form-token", async (route) => {
    const askedAt = await page.evaluate(() => Date.now());
    if (shownAt === 0) shownAt = askedAt;
    await route.continue();
  });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/community")) {
      sent.push(request.url());
    }
  });
  await open(page);
  await expect.poll(() => shownAt).toBeGreaterThan(0);
  // Let the page take in the token, then stop its clock: only the test moves it from here.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await pauseClock(page);
  await page.getByRole("textbox", { name: "Title" }).fill(unique("Sent as soon as it was shown"));
  await page.getByRole("textbox", { name: /Your story/ }).fill(CONTENT);
  await page.getByRole("textbox", { name: "Your name" }).fill("Jas");
  await page.getByRole("textbox", { name: "E-mail address" }).fill("jas@example.org");
  await page.getByRole("button", { name: "Submit your story" }).click();

  // Just under the floor after the form was shown: nothing has gone to the server.
  const now = await page.evaluate(() => Date.now());
  const early = shownAt + FORM_TOKEN_MIN_AGE_MS - 1 - now;
  expect(early).toBeGreaterThan(0);
  await page.clock.runFor(early);
  await page.evaluate(() => fetch("/healthz")); // a round trip, so an earlier request is seen
  expect(sent).toEqual([]);
  await expect(notifications(page)).toHaveCount(0);

  // Past it, the story goes.
  await page.clock.runFor(1000);
  await page.clock.resume();
  await expect(notifications(page).getByRole("status")).toContainText("Article Submitted!");
  expect(sent).toHaveLength(1);
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
  await expect(notifications(page)).toHaveCount(0);
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
    await skipFloor(page);
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
    await expect(toast.getByRole("alert")).toContainText("Submission Failed");
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
            body: JSON.stringify({ error: STORY_MESSAGES.submitLimited }),
          })
        : route.continue(),
    );
    await fillAndSend(page);
    await expect(page.getByRole("alertdialog")).toContainText("Submission Failed");
    // The reason stays beside the button once the toast has gone.
    await expect(page.getByTestId("form-outcome")).toContainText(STORY_MESSAGES.submitLimited);
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
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId("story-skeleton")).toHaveCount(0);
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
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
