// Where focus lands after each admin action that moves the item the admin was on (decision 010):
// a guide approved or sent back leaves the queue, so focus goes to the next guide's heading; an
// article submitted, sent back, published or taken down stays in its editor but the button
// pressed is gone, so focus goes to the piece's heading. Each says what happened in a status
// message. Every test makes its own data.
import type { APIRequestContext, Page } from "@playwright/test";
import { GUIDE_SUBMISSION } from "../../src/server/test/guide-submission.ts";
import { cafeResults, editorPage } from "./access-guide-helpers.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const toastsOf = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** A guide sent for review through the API, as a business would from its manage page. */
async function guideInReview(request: APIRequestContext, name: string) {
  const created = await request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(request),
      name,
      town: "Hebden Bridge",
      postcode: "HX7 8AD",
      location: { lat: 53.7414, lon: -2.0128 },
      details: { entrance: { stepFree: false, steps: 1, doorClearWidthMm: 800 } },
    },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const guide = (await created.json()) as { id: number; manageToken: string };
  const sent = await request.post(`/api/access-guides/manage/${guide.manageToken}/submit`, {
    data: GUIDE_SUBMISSION,
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return guide;
}

async function openGuideQueue(page: Page) {
  await page.goto("/admin?tab=access-guides");
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { level: 3, name: "Access guides waiting for review" }),
  ).toBeVisible();
}

const guideHeadings = (page: Page) =>
  page.getByRole("region", { name: "Access guides waiting for review" }).locator("ul > li > h4");

/** The heading focus should land on once this guide leaves: the next one's, else the previous. */
async function headingAfter(page: Page, name: string) {
  const names = await guideHeadings(page).allTextContents();
  const index = names.findIndex((each) => each.startsWith(`${name},`));
  expect(index, `${name} is in the queue`).toBeGreaterThanOrEqual(0);
  const next = names[index + 1] ?? names[index - 1];
  return next
    ? page.getByRole("heading", { level: 4, name: next, exact: true })
    : page.getByRole("heading", { level: 3, name: "Access guides waiting for review" });
}

test("approving or sending back a guide moves focus to the next guide's heading, and says so", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const editor = await editorPage(browser);
  const first = unique("The Bridge Café");
  const second = unique("Canal Side Books");
  await guideInReview(editor.request, first);
  await guideInReview(editor.request, second);
  await openGuideQueue(editor);

  // Approve by keyboard.
  const afterFirst = await headingAfter(editor, first);
  await editor.getByRole("button", { name: `Approve and publish: ${first}` }).press("Enter");
  await expect(toastsOf(editor)).toContainText("Guide Published");
  await expect(toastsOf(editor)).toContainText(`${first}'s access guide is now on the site.`);
  await expect(guideHeadings(editor).filter({ hasText: first })).toHaveCount(0);
  await expect(afterFirst).toBeFocused();

  // Send back, through its dialog.
  const afterSecond = await headingAfter(editor, second);
  await editor.getByRole("button", { name: `Send back with a reason: ${second}` }).press("Enter");
  const dialog = editor.getByRole("dialog", { name: `Send back the guide for ${second}` });
  await dialog
    .getByRole("textbox", { name: "What should the business change?" })
    .fill("Please measure the door with it fully open.");
  await dialog.getByRole("button", { name: "Send back with this reason" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(toastsOf(editor)).toContainText("Guide Sent Back");
  await expect(toastsOf(editor)).toContainText(`${second} will see your reason`);
  await expect(guideHeadings(editor).filter({ hasText: second })).toHaveCount(0);
  await expect(afterSecond).toBeFocused();
  await editor.context().close();
});

test("a guide changed since it was sent back, or since it was published, shows what changed word by word", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const editor = await editorPage(browser);
  const name = unique("Old Mill Tearoom");
  const guide = await guideInReview(editor.request, name);
  const returned = await editor.request.post(`/api/admin/access-guides/${guide.id}/reject`, {
    data: { reason: "Please measure the door with it fully open." },
  });
  expect(returned.status(), await returned.text()).toBe(200);
  // The business measures the door again, leaving every other fact as it was.
  const headers = { "x-forwarded-for": clientAddress() };
  const manage = `/api/access-guides/manage/${guide.manageToken}`;
  const { details } = await (await editor.request.get(manage, { headers })).json();
  const edited = await editor.request.patch(manage, {
    data: { details: { ...details, entrance: { ...details.entrance, doorClearWidthMm: 850 } } },
    headers,
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await editor.request.post(`/api/access-guides/manage/${guide.manageToken}/submit`, {
    headers,
    data: GUIDE_SUBMISSION,
  });

  await openGuideQueue(editor);
  const item = editor
    .getByRole("listitem")
    .filter({ has: editor.getByRole("heading", { level: 4, name: new RegExp(`^${name},`) }) });
  const heading = item.getByRole("heading", {
    level: 5,
    name: /^What changed since it was sent back on \d+ \w+ \d{4}, \d\d:\d\d$/,
  });
  await expect(heading).toBeVisible();
  const changes = heading.locator("xpath=.."); // the box the heading names
  await expect(changes.getByRole("term")).toHaveText(["The entrance: Door clear width"]);
  await expect(changes.getByRole("deletion")).toHaveText("[removed: 800]");
  await expect(changes.getByRole("insertion")).toHaveText("[added: 850]");
  await expect(changes.getByRole("definition")).toHaveText("[removed: 800][added: 850] mm");
  await expectNoAxeViolations(editor);

  // Published, then renamed: it comes back showing the change since the published version.
  await item.getByRole("button", { name: `Approve and publish: ${name}` }).press("Enter");
  await expect(toastsOf(editor)).toContainText("Guide Published");
  const renamed = await editor.request.patch(manage, {
    data: { name: `${name} and Café` },
    headers,
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await openGuideQueue(editor);
  const renamedItem = editor.getByRole("listitem").filter({
    has: editor.getByRole("heading", { level: 4, name: new RegExp(`^${name} and Café,`) }),
  });
  const since = renamedItem.getByRole("heading", {
    level: 5,
    name: /^What changed since the version published on /,
  });
  await expect(since).toBeVisible();
  const renaming = since.locator("xpath=..");
  await expect(renaming.getByRole("term")).toHaveText(["Name"]);
  await expect(renaming.getByRole("insertion")).toHaveText(/^\[added:\s+and Café\s*\]$/);
  await expect(renaming.getByRole("deletion")).toHaveCount(0);
  await editor.context().close();
});

/** Invites a person of this role (as the owner) and signs them in to `page` by accepting it. */
async function signInNew(page: Page, admin: APIRequestContext, role: "editor" | "contributor") {
  const tag = Math.random().toString(36).slice(2, 8);
  const made = await admin.post("/api/admin/users", {
    data: { username: `${role}-${tag}`, displayName: `Focus ${role} ${tag}`, role },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { inviteUrl } = (await made.json()) as { inviteUrl: string };
  const token = new URL(inviteUrl).pathname.split("/").pop();
  const accepted = await page.request.post(`/api/admin/invites/${token}`, {
    data: { password: `a long and unusual passphrase for ${tag}` },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);
  return {
    displayName: `Focus ${role} ${tag}`,
    password: `a long and unusual passphrase for ${tag}`,
  };
}

/** A contributor's draft article, made through the API in `page`'s signed-in context. */
async function contributorDraft(page: Page, admin: APIRequestContext, title: string) {
  await signInNew(page, admin, "contributor");
  const [category] = await (await page.request.get("/api/advice/categories")).json();
  const created = await page.request.post("/api/admin/articles", {
    data: {
      title,
      excerpt: "What to look for in a portable ramp, and how to offer it.",
      categoryId: category.id,
      tags: ["ramps"],
      content: "## Choosing a ramp\n\nA ramp should be long enough for a gentle slope.",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number };
}

async function openArticle(page: Page, title: string) {
  await page.goto("/admin?tab=articles");
  await waitForHydration(page);
  await page.getByRole("button", { name: title }).press("Enter");
  const heading = page.getByRole("heading", { level: 3, name: `Edit: ${title}` });
  await expect(heading).toBeFocused();
  return heading;
}

test("submitting an article for review moves focus to its heading, and says so", async ({
  page,
  admin,
}) => {
  const title = unique("Portable ramps for small shops");
  await contributorDraft(page, admin, title);
  const heading = await openArticle(page, title);

  await page.getByRole("button", { name: "Submit for review" }).press("Enter");
  await expect(toastsOf(page)).toContainText("Sent for review");
  await expect(page.getByRole("button", { name: "Submit for review" })).toHaveCount(0);
  await expect(heading).toBeFocused();
});

test("sending back, publishing and taking down an article move focus to its heading, and say so", async ({
  page,
  browser,
  admin,
}) => {
  test.setTimeout(90_000);
  const title = unique("Quiet hours for shoppers");
  const contributor = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const article = await contributorDraft(await contributor.newPage(), admin, title);
  const submitted = await contributor.request.post(`/api/admin/articles/${article.id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  await contributor.close();

  await signInNew(page, admin, "editor");
  const heading = await openArticle(page, title);
  const toasts = toastsOf(page);

  await page.getByRole("button", { name: "Send back…" }).press("Enter");
  const sendBack = page.getByRole("dialog", { name: "Send the article back" });
  await sendBack
    .getByRole("textbox", { name: "Note for the author" })
    .fill("Say what a ramp costs to hire, and where from.");
  await sendBack.getByRole("button", { name: "Send back" }).press("Enter");
  await expect(sendBack).toBeHidden();
  await expect(toasts).toContainText("Sent back to the author");
  await expect(page.getByRole("button", { name: "Send back…" })).toHaveCount(0);
  await expect(heading).toBeFocused();

  await page.getByRole("button", { name: "Publish…" }).press("Enter");
  const publish = page.getByRole("dialog", { name: "Publish article" });
  await publish.getByRole("button", { name: "Publish now" }).press("Enter");
  await expect(publish).toBeHidden();
  await expect(toasts).toContainText("Article published");
  await expect(page.getByRole("button", { name: "Publish…" })).toHaveCount(0);
  await expect(heading).toBeFocused();

  await page.getByRole("button", { name: "Take off the site" }).press("Enter");
  await expect(toasts).toContainText("Article taken off the site");
  await expect(page.getByRole("button", { name: "Take off the site" })).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page);
});

test("publishing a news item moves focus to its heading, and says so", async ({ page, signIn }) => {
  const title = unique("Hearing loops at the town hall");
  await signIn("/admin?tab=news");
  await page.getByRole("button", { name: "Write a news item" }).press("Enter");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("The town hall has fitted a hearing loop at its desk.");
  await page.getByLabel("Category").fill("Venues");
  await page
    .getByRole("textbox", { name: "Text" })
    .fill("The town hall has fitted a hearing loop at its front desk.\n\nStaff test it each week.");
  await page.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(toastsOf(page)).toContainText("Draft saved");
  const heading = page.getByRole("heading", { level: 3, name: `Edit: ${title}` });
  await expect(heading).toBeVisible();

  await page.getByRole("button", { name: "Publish…" }).press("Enter");
  const publish = page.getByRole("dialog", { name: "Publish news item" });
  await publish.getByRole("button", { name: "Publish now" }).press("Enter");
  await expect(publish).toBeHidden();
  await expect(toastsOf(page)).toContainText("News item published");
  await expect(heading).toBeFocused();
});

test("revoking someone's token and removing a person hand focus on in their list, and say so", async ({
  page,
  browser,
  admin,
  signIn,
}) => {
  test.setTimeout(90_000);
  const person = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const personPage = await person.newPage();
  const me = await signInNew(personPage, admin, "editor");
  // Making a token wants a recent sign-in: confirmed with the password just chosen.
  const confirmed = await person.request.post("/api/admin/account/confirm", {
    data: { password: me.password },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(204);
  const tokenName = unique("Weekly report");
  const made = await person.request.post("/api/admin/tokens", { data: { name: tokenName } });
  expect(made.ok(), await made.text()).toBe(true);
  await person.close();

  await signIn("/admin?tab=people");
  const panel = page.getByRole("tabpanel");
  await page.getByRole("button", { name: `Revoke ${tokenName} (${me.displayName}’s)` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(toastsOf(page)).toContainText(`Token ‘${tokenName}’ revoked`);
  await expect(page.getByRole("heading", { name: tokenName })).toHaveCount(0);
  // The next token's heading, or the section's when it was the last.
  await expect(panel.locator("h4:focus, h5:focus")).toHaveCount(1);

  await page.getByRole("button", { name: `Remove ${me.displayName}` }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: `Remove ${me.displayName}` })
    .click();
  await expect(toastsOf(page)).toContainText(`${me.displayName} removed`);
  await expect(page.getByRole("row", { name: new RegExp(me.displayName) })).toHaveCount(0);
  // A neighbouring person's name, or the table's heading.
  await expect(panel.locator("th:focus, h4:focus")).toHaveCount(1);
});
