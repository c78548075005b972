// Admin › Pending and Approved: approve a story and see it on the public tab, unapprove it,
// promote one into Expert Articles, delete one — by keyboard and pointer, with their toasts.
// Each test submits its own stories, with titles of their own.
import type { Page } from "@playwright/test";
import {
  approvedStory,
  expect,
  expectNoAxeViolations,
  submitStory,
  test,
  unique,
} from "./fixtures.ts";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** After a story leaves the list, focus continues from a story heading or the list's heading. */
async function expectFocusOnListHeading(page: Page) {
  await expect(page.getByRole("tabpanel").locator("h3:focus, h4:focus")).toHaveCount(1);
}

test("approve, unapprove, promote and delete stories", async ({ page, signIn }) => {
  test.setTimeout(90_000); // a long journey with three axe scans, as before
  const BELL = unique("A bell by the door changed everything");
  const REMOVED = unique("The story we decided to remove");
  await submitStory(page.request, { title: BELL });
  await submitStory(page.request, { title: REMOVED });
  await signIn();

  // Pending: the submitted story waits here with its author's e-mail.
  const pendingTab = page.getByRole("tab", { name: /^Pending \(\d+\)$/ });
  await pendingTab.click();
  const card = page.getByRole("article", { name: BELL });
  await expect(card.getByRole("link", { name: "sam@example.org" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Approve by keyboard.
  await card.getByRole("button", { name: `Approve: ${BELL}` }).focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Article Approved!");
  await expect(toasts(page)).toContainText(
    "The article is now visible in the Community Stories section.",
  );
  await expectFocusOnListHeading(page);
  const visitor = await page.context().newPage();
  await visitor.goto("/advice-and-solutions?tab=community-stories");
  await expect(visitor.getByRole("heading", { name: BELL })).toBeVisible();

  // Unapprove from the Approved tab.
  await page.getByRole("tab", { name: /^Approved \(\d+\)$/ }).click();
  await page.getByRole("button", { name: `Unapprove: ${BELL}` }).click();
  await expect(toasts(page)).toContainText("Article Unapproved");
  await expect(toasts(page)).toContainText("moved back to pending status");
  await expectFocusOnListHeading(page);

  // Promote: confirm first, then find the copy in Expert Articles.
  await pendingTab.click();
  await page
    .getByRole("button", {
      name: `Promote to expert articles: ${BELL}`,
    })
    .click();
  const promote = page.getByRole("alertdialog", { name: "Promote story" });
  await expectNoAxeViolations(page);
  await promote.getByRole("button", { name: "Promote" }).click();
  await expect(toasts(page)).toContainText("Article Promoted!");
  // The promoted story stays, and so does focus on its button; the card says where it went.
  const promoteButton = page.getByRole("button", {
    name: `Promote to expert articles: ${BELL}`,
  });
  await expect(promoteButton).toBeFocused();
  const promotedCard = page.getByRole("article", { name: BELL });
  await expect(promotedCard).toContainText("Also in Expert Articles");
  // Promoting again makes no second copy, and the toast says so.
  await promoteButton.click();
  await promote.getByRole("button", { name: "Promote" }).click();
  await expect(toasts(page)).toContainText(
    "It was already in the Expert Articles section, so no second copy was made.",
  );
  await visitor.goto("/advice-and-solutions?tab=expert-articles");
  await expect(visitor.getByRole("heading", { name: BELL })).toBeVisible();
  await visitor.close();

  // Delete after confirming.
  await page.getByRole("button", { name: `Delete: ${REMOVED}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete story" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page)).toContainText("Article Deleted");
  await expect(toasts(page)).toContainText("permanently removed");
  await expect(page.getByRole("article", { name: REMOVED })).toHaveCount(0);
  await expectFocusOnListHeading(page);
});

test("return a story to its author with a reason, by keyboard", async ({ page, signIn }) => {
  const RETURNED = unique("A story that names a customer");
  await submitStory(page.request, { title: RETURNED });
  await signIn();
  await page.getByRole("tab", { name: /^Pending \(\d+\)$/ }).click();

  await page.getByRole("button", { name: `Return with a reason: ${RETURNED}` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Return "${RETURNED}" to its author` });
  const reason = dialog.getByRole("textbox", { name: "Reason for the author" });
  await expect(dialog).toContainText("We will e-mail your reason to");
  // No author is told "no" without being told why.
  await dialog.getByRole("button", { name: "E-mail the reason and delete" }).click();
  await expect(dialog.getByRole("alert")).toContainText("There is a problem with the reason");
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription(/Say why the story is being returned/);
  await expectNoAxeViolations(page);

  await page.keyboard.type("It names your customer. Please leave her name out and send it again.");
  await dialog.getByRole("button", { name: "E-mail the reason and delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Story Returned");
  await expect(toasts(page)).toContainText("We are e-mailing your reason to");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("article", { name: RETURNED })).toHaveCount(0);
  await expectFocusOnListHeading(page);
});

test("edit a story with the submission rules, and delete several after confirming", async ({
  page,
  admin,
  signIn,
}) => {
  test.setTimeout(90_000); // a long journey with six axe scans, as before
  const RAMP = unique("A ramp we nearly forgot");
  const SPAM = [unique("Spam we will clear one"), unique("Spam we will clear two")];
  const APPROVED = unique("A story already approved");
  for (const title of [RAMP, ...SPAM]) await submitStory(page.request, { title });
  await approvedStory(admin, { title: APPROVED });
  await signIn();
  await page.getByRole("tab", { name: /^Pending \(\d+\)$/ }).click();

  // The edit form checks what a visitor's form checks, and says so by the field and above it.
  await page.getByRole("button", { name: `Edit: ${RAMP}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit "${RAMP}"` });
  await dialog.getByRole("textbox", { name: "Story", exact: true }).fill("Too short now.");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByRole("alert")).toContainText("There is a problem with the story");
  await expect(dialog.getByRole("textbox", { name: "Story", exact: true })).toBeFocused();
  await expect(
    dialog.getByRole("textbox", { name: "Story", exact: true }),
  ).toHaveAccessibleDescription(/Content must be at least 100 characters long/);
  await expectNoAxeViolations(page);
  // Escape closes the dialog but keeps the unsaved changes for the next edit.
  const edit = page.getByRole("button", { name: `Edit: ${RAMP}` });
  const story = dialog.getByRole("textbox", { name: "Story", exact: true });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await edit.click();
  await expect(dialog).toContainText("Your unsaved changes from earlier are back.");
  await expect(story).toHaveValue("Too short now.");
  // Cancel discards them and keeps the story as it was.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("article", { name: RAMP })).toContainText(
    `${RAMP} happened at our corner shop`,
  );
  await edit.click();
  await expect(story).toHaveValue(new RegExp(`^${RAMP} happened at our corner shop`));
  await expect(dialog).not.toContainText("unsaved changes");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Select two and delete them together, after a confirmation that names how many.
  for (const title of SPAM) {
    // React Aria draws its own box over the native input; click the label, as a person would.
    await page.getByRole("article", { name: title }).getByText("Select", { exact: true }).click();
    await expect(page.getByRole("checkbox", { name: `Select: ${title}` })).toBeChecked();
  }
  await page.getByRole("button", { name: "Delete selected" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 2 stories" });
  await expect(confirm).toContainText("cannot be undone");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page)).toContainText("Articles Deleted");
  await expect(toasts(page)).toContainText("2 stories have been permanently removed.");
  for (const title of SPAM) await expect(page.getByRole("article", { name: title })).toHaveCount(0);

  // The Approved tab, with its dialogs open, passes axe too.
  await page.getByRole("tab", { name: /^Approved \(\d+\)$/ }).click();
  const approved = page.getByRole("article", { name: APPROVED });
  await expectNoAxeViolations(page);
  await approved.getByRole("button", { name: /^Edit: / }).click();
  await expect(page.getByRole("dialog", { name: /^Edit "/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await approved.getByRole("button", { name: /^Delete: / }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete story" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await approved.getByRole("button", { name: /^Promote to expert articles: / }).click();
  await expect(page.getByRole("alertdialog", { name: "Promote story" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
});
