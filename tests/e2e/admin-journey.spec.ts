// The moderator's round by keyboard alone, once signed in (the sign-in form has its own test in
// admin.spec.ts): follow the header's reminder to the pending stories, select two and approve them together, correct a third before approving it,
// mark a message read and sign out. Every control is reached with Tab, in the page's order.
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  sendMessage,
  submitStory,
  tabTo,
  test,
  unique,
} from "./fixtures.ts";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("a moderator's round by keyboard: bulk approve, edit, read a message, sign out", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000); // the whole round, key by key, as before
  const TITLES = [unique("Step-free at the allotment"), unique("Captions at the parish meeting")];
  const TYPO = unique("The quite room at the museam");
  const FIXED = unique("The quiet room at the museum");
  const SENDER = unique("Priya Keyboard");
  for (const title of [...TITLES, TYPO]) {
    await submitStory(page.request, {
      title,
      content: `${title}: a small change that made a real difference. ${"Volunteers asked what would help, listened, and changed one thing at a time. ".repeat(2)}`,
      authorName: "Morag Fraser",
      authorEmail: "morag@example.org",
    });
  }
  await sendMessage(page.request, {
    name: SENDER,
    email: "priya@example.org",
    message: "Do you run workshops?",
  });
  await signIn();

  // The header names how many stories wait, and takes the moderator straight to them.
  const reminder = page.getByRole("button", { name: /^\d+ stories awaiting review$/ });
  await tabTo(page, reminder);
  await page.keyboard.press("Enter");
  const pendingTab = page.getByRole("tab", { name: /^Pending \(\d+\)$/ });
  await expect(pendingTab).toHaveAttribute("aria-selected", "true");
  await expect(pendingTab).toBeFocused();

  // Select two stories with Space, then go back up to "Approve selected".
  // Tab only moves forward, so take the two in the order the list shows them.
  const checkbox = (title: string) => page.getByRole("checkbox", { name: `Select: ${title}` });
  const tops = new Map<string, number>();
  for (const title of TITLES) tops.set(title, (await checkbox(title).boundingBox())?.y ?? 0);
  const inListOrder = [...TITLES].sort((a, b) => (tops.get(a) ?? 0) - (tops.get(b) ?? 0));
  for (const title of inListOrder) {
    const select = checkbox(title);
    await tabTo(page, select, { limit: 150 });
    await page.keyboard.press("Space");
    await expect(select).toBeChecked();
  }
  await expect(page.getByRole("status").filter({ hasText: /^2 of \d+ selected$/ })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Approve selected" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Articles Approved!");
  await expect(toasts(page)).toContainText(
    "2 stories are now visible in the Community Stories section.",
  );
  for (const title of TITLES) {
    await expect(page.getByRole("article", { name: title })).toHaveCount(0);
  }
  // Focus continues from the list rather than falling back to the top of the page.
  await expect(page.getByRole("tabpanel").locator("h3:focus, h4:focus")).toHaveCount(1);
  const visitor = await page.context().newPage();
  await visitor.goto("/advice-and-solutions?tab=community-stories");
  for (const title of TITLES) {
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  }
  await visitor.close();

  // Correct a title before approving it; the dialog traps focus and returns it afterwards.
  const edit = page.getByRole("button", { name: `Edit: ${TYPO}` });
  await tabTo(page, edit, { limit: 150 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Edit "${TYPO}"` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, dialog.getByLabel("Title"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(FIXED);
  await tabTo(page, dialog.getByRole("button", { name: "Save changes" }));
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Story Updated");
  await expect(dialog).toHaveCount(0);
  const fixed = page.getByRole("article", { name: FIXED });
  await expect(fixed).toBeVisible();
  // Other tests' pending stories may sit between the dialog's return and this one, as above.
  await tabTo(page, fixed.getByRole("button", { name: `Approve: ${FIXED}` }), { limit: 150 });
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Article Approved!");

  // Messages, further along the tabs (past Approved, Top Stories, Quick Solutions, Articles, News
  // and the other queues): the arrow keys move along the tabs. Mark the message read.
  await tabTo(page, page.getByRole("tab", { selected: true }), { backwards: true });
  const messagesTab = page.getByRole("tab", { name: /^Messages \(\d+\)$/ });
  for (let step = 0; step < 12; step += 1) {
    if ((await messagesTab.getAttribute("aria-selected")) === "true") break;
    await page.keyboard.press("ArrowRight");
  }
  await expect(messagesTab).toHaveAttribute("aria-selected", "true");
  const markRead = page.getByRole("button", {
    name: `Mark as read: message from ${SENDER}`,
  });
  await tabTo(page, markRead);
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Message marked as read.");
  // The button stays focused, now offering the opposite.
  await expect(
    page.getByRole("button", { name: `Mark as unread: message from ${SENDER}` }),
  ).toBeFocused();

  // Sign out: back at the gate.
  await tabTo(page, page.getByRole("button", { name: "Logout" }), { backwards: true, limit: 120 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeFocused();
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
});
