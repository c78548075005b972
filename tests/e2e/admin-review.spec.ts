// Asking for a review, as a contributor and an editor work by keyboard: the contributor writes a
// draft and submits it for review, and is told an editor publishes it; the editor sees how many
// wait on the tab, sends it back with a note, which the contributor reads in their editor; the
// contributor fixes it and submits again; the editor publishes it, and the count goes down.
// Articles first, then the same for news.
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

/** Invites a person of this role (as the owner) and signs them in to `page` by accepting it. */
async function signInNew(
  page: Page,
  admin: APIRequestContext,
  role: "editor" | "contributor",
  name: string,
) {
  const tag = Math.random().toString(36).slice(2, 8);
  const made = await admin.post("/api/admin/users", {
    data: { username: `${role}-${tag}`, displayName: `${name} ${tag}`, role },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { inviteUrl } = (await made.json()) as { inviteUrl: string };
  const token = new URL(inviteUrl).pathname.split("/").pop();
  const accepted = await page.request.post(`/api/admin/invites/${token}`, {
    data: { password: `a long and unusual passphrase for ${tag}` },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);
  return `${name} ${tag}`;
}

/** A browser of the editor's own, from an address of its own. */
async function editorPage(browser: Browser, admin: APIRequestContext) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  await signInNew(page, admin, "editor", "Priya Shah");
  return page;
}

async function openTab(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
}

/** How many wait for review, as the tab says: 'Articles (2 in review)'; 0 when it says none. */
async function inReview(tab: Locator) {
  const name = (await tab.textContent()) ?? "";
  return Number(name.match(/\((\d+) in review\)/)?.[1] ?? 0);
}

const toastsOf = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("a contributor submits an article for review; an editor sends it back, then publishes it", async ({
  page,
  browser,
  admin,
}) => {
  // Two people's browsers, with axe scans: give a busy machine room.
  test.setTimeout(120_000);
  const title = unique("Portable ramps for small shops");
  const toasts = toastsOf(page);
  await signInNew(page, admin, "contributor", "Tom Reid");
  await openTab(page, "articles");

  // The contributor writes a draft and saves it.
  await page.getByRole("button", { name: "Write a new article" }).press("Enter");
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Excerpt")
    .fill("What to look for in a portable ramp, and how to offer it.");
  await page.getByLabel("Category").selectOption({ index: 1 });
  const text = page.getByRole("textbox", { name: "Text" });
  await text.fill("## Choosing a ramp\n\nA ramp should be long enough for a gentle slope.");
  await page.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(toasts).toContainText("Draft saved");

  // Publishing is an editor's: the contributor asks for a review, and is told who publishes.
  await expect(page.getByRole("button", { name: "Publish…" })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit for review" }).press("Enter");
  await expect(toasts).toContainText("Sent for review");
  await expect(toasts).toContainText(
    "An editor will publish it, or send it back to you with a note.",
  );
  await expect(
    page.getByText(
      "In review: an editor will publish it, or send it back to you with a note saying what to change.",
    ),
  ).toBeVisible();
  // While it waits, it is the editors' to change.
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The editor sees how many wait on the Articles tab.
  const editor = await editorPage(browser, admin);
  await openTab(editor, "articles");
  const tab = editor.getByRole("tab", { name: /^Articles \(\d+ in review\)$/ });
  await expect(tab).toBeVisible();
  const waiting = await inReview(tab);
  expect(waiting).toBeGreaterThanOrEqual(1);
  await expect(
    editor
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("cell")
      .first(),
  ).toHaveText("In review");
  await expectNoAxeViolations(editor);

  // The editor sends it back with a note.
  await editor.getByRole("button", { name: title }).press("Enter");
  await expect(editor.getByText(/^In review: waiting for an editor/)).toBeVisible();
  await editor.getByRole("button", { name: "Send back…" }).press("Enter");
  const sendBack = editor.getByRole("dialog", { name: "Send the article back" });
  await sendBack.getByRole("button", { name: "Send back" }).press("Enter");
  const note = sendBack.getByRole("textbox", { name: "Note for the author" });
  await expect(note).toBeFocused();
  await expect(note).toHaveAccessibleDescription(
    /Write a note saying what the author should change/,
  );
  await editor.keyboard.type("Say what a ramp costs to hire, and where from.");
  await expectNoAxeViolations(editor);
  await sendBack.getByRole("button", { name: "Send back" }).press("Enter");
  await expect(sendBack).toBeHidden();
  await expect(toastsOf(editor)).toContainText("Sent back to the author");
  await expect(editor.getByText("Draft: only the editorial team can see it.")).toBeVisible();

  // The contributor reads the note in their editor, changes the text and submits again.
  await openTab(page, "articles");
  await page.getByRole("button", { name: title }).press("Enter");
  const sentBack = page.getByRole("region", { name: /^Sent back by Priya Shah/ });
  await expect(sentBack).toContainText("Say what a ramp costs to hire, and where from.");
  await expectNoAxeViolations(page);
  await text.focus();
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText("\n\nA ramp costs about £20 a day to hire from a mobility shop.");
  await page.getByRole("button", { name: "Submit for review" }).press("Enter");
  await expect(toasts).toContainText("Sent for review");
  await expect(sentBack).toBeHidden();

  // The editor publishes it; the count on the tab goes down by one.
  await openTab(editor, "articles");
  await expect(editor.getByRole("tab", { name: /^Articles/ })).toHaveText(
    `Articles (${waiting} in review)`,
  );
  await editor.getByRole("button", { name: title }).press("Enter");
  await editor.getByRole("button", { name: "Publish…" }).press("Enter");
  const publish = editor.getByRole("dialog", { name: "Publish article" });
  await publish.getByRole("button", { name: "Publish now" }).press("Enter");
  await expect(toastsOf(editor)).toContainText("Article published");
  await expect(editor.getByRole("tab", { name: /^Articles/ })).toHaveText(
    waiting > 1 ? `Articles (${waiting - 1} in review)` : "Articles",
  );
  const link = editor.getByRole("link", { name: /^\/advice-and-solutions\/articles\/\d+-/ });
  await page.goto((await link.getAttribute("href")) ?? "");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("A ramp costs about £20 a day to hire")).toBeVisible();
  await editor.context().close();
});

test("a contributor submits a news item for review, and an editor publishes it from the News tab", async ({
  page,
  browser,
  admin,
}) => {
  test.setTimeout(90_000);
  const title = unique("Hearing loops at the town hall");
  await signInNew(page, admin, "contributor", "Ann Lee");
  await openTab(page, "news");
  await page.getByRole("button", { name: "Write a news item" }).press("Enter");
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Excerpt")
    .fill("The town hall has fitted a hearing loop at its front desk.");
  await page.getByLabel("Category").fill("Venues");
  // A contributor does not choose top stories.
  await expect(page.getByRole("checkbox", { name: "Top story" })).toHaveCount(0);
  await page
    .getByRole("textbox", { name: "Text" })
    .fill("The town hall has fitted a hearing loop at its front desk.\n\nStaff test it each week.");
  // Unsaved changes are saved as it goes for review.
  await page.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(toastsOf(page)).toContainText("Draft saved");
  await page.getByRole("button", { name: "Submit for review" }).press("Enter");
  await expect(toastsOf(page)).toContainText("Sent for review");
  await expect(page.getByText(/^In review: an editor will publish it/)).toBeVisible();

  const editor = await editorPage(browser, admin);
  await openTab(editor, "news");
  const tab = editor.getByRole("tab", { name: /^News \(\d+ in review\)$/ });
  await expect(tab).toBeVisible();
  const waiting = await inReview(tab);
  await editor.getByRole("button", { name: title }).press("Enter");
  await editor.getByRole("button", { name: "Publish…" }).press("Enter");
  const publish = editor.getByRole("dialog", { name: "Publish news item" });
  await publish.getByRole("button", { name: "Publish now" }).press("Enter");
  await expect(toastsOf(editor)).toContainText("News item published");
  await expect(editor.getByRole("tab", { name: /^News/ }).first()).toHaveText(
    waiting > 1 ? `News (${waiting - 1} in review)` : "News",
  );
  await expectNoAxeViolations(editor);
  await editor.context().close();
});
