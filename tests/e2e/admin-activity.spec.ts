// Admin › Activity: the audit log. The admin marks a message read, finds the row, pages through the
// log and filters it by action. Other specs write to the same log in parallel, so this one looks
// for its own rows rather than counting everyone's.
import type { Page } from "@playwright/test";
import type { ContactRequestRecord } from "../../src/shared/contracts/contact.ts";
import {
  approvedStory,
  expect,
  expectNoAxeViolations,
  sendMessage,
  tabTo,
  test,
  unique,
} from "./fixtures.ts";

/** A message of our own to mark read and unread, so no other spec's message changes. */
async function sendOwnMessage(page: Page): Promise<number> {
  const sender = unique("Activity Log Tester");
  await sendMessage(page.request, {
    name: sender,
    email: "activity@example.org",
    message: "Testing the activity log.",
  });
  const messages: ContactRequestRecord[] = await (
    await page.request.get("/api/contact-requests")
  ).json();
  const mine = messages.find((message) => message.name === sender);
  if (!mine) throw new Error("the message did not arrive");
  return mine.id;
}

/** Marks the message read or unread with the page's session cookie, as the Messages tab does. */
async function setRead(page: Page, id: number, isRead: boolean) {
  const answer = await page.request.patch(
    `/api/contact-requests/${id}/${isRead ? "read" : "unread"}`,
  );
  expect(answer.status()).toBe(200);
}

test("the admin finds their change in the activity log, pages and filters it", async ({
  page,
  signIn,
  admin,
}) => {
  test.setTimeout(60_000); // 27 changes to log before the checks, as before
  await signIn();
  const id = await sendOwnMessage(page);
  const story = await approvedStory(admin, { title: unique("Subtitles on the village hall TV") });
  // Enough rows for a second page of 25, whatever the other specs have written.
  for (let round = 0; round < 13; round += 1) {
    await setRead(page, id, true);
    await setRead(page, id, false);
  }
  await setRead(page, id, true);

  // Keyboard: Tab past the header's buttons into the tab list, then End for the last tab
  // (Your account) and three to the left, past People and Self-assessments.
  await tabTo(page, page.getByRole("tab", { selected: true }));
  await page.keyboard.press("End");
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowLeft");
  const tab = page.getByRole("tab", { name: "Activity" });
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 3, name: "Activity" })).toBeVisible();

  const table = page.getByRole("table", { name: /Admin activity, newest first/ });
  const myRows = table
    .getByRole("row")
    .filter({ hasText: "Message marked as read" })
    .filter({ hasText: `Message ${id}` });
  await expect(myRows.first()).toContainText("Succeeded");
  await expect(myRows.first().getByRole("rowheader")).toHaveText("Message marked as read");
  await expect(page.getByRole("region", { name: "Activity log table" })).toHaveAttribute(
    "tabindex",
    "0",
  );
  await expectNoAxeViolations(page);

  // The server's background jobs: the retention purge runs at start.
  const retention = page
    .getByRole("table", { name: "Background jobs and their last runs" })
    .getByRole("row", { name: /Retention purge/ });
  await expect(retention).toContainText("Succeeded");

  // Paging: there are at least 28 rows, so a second page.
  const status = page.getByText(/^Page \d+ of \d+/);
  await expect(status).toHaveText(/^Page 1 of ([2-9]|\d\d+)/);
  const previous = page.getByRole("button", { name: "Previous" });
  const next = page.getByRole("button", { name: "Next" });
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await next.click();
  await expect(status).toHaveText(/^Page 2 of /);
  await expect(previous).not.toHaveAttribute("aria-disabled");
  await expect(table.getByRole("row")).not.toHaveCount(0);

  // Filtering starts again at page 1 and shows that action only.
  await page.getByLabel("Show", { exact: true }).selectOption({ label: "Message marked as read" });
  await expect(status).toHaveText(/^Page 1 of 1/);
  await expect(myRows).toHaveCount(14);
  await expect(
    table.getByRole("rowheader").filter({ hasNotText: "Message marked as read" }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A story is named by its title, not only its number.
  await page.getByLabel("Show", { exact: true }).selectOption({ label: "Story approved" });
  const approval = table.getByRole("row").filter({ hasText: story.title });
  await expect(approval.getByRole("rowheader")).toHaveText("Story approved");
  const item = approval.getByRole("cell").nth(1);
  await expect(item).toContainText(story.title);
  await expect(item).toContainText(`Story ${story.id}`);

  // No spec uses a wrong Bearer password, so this filter finds nothing.
  await page
    .getByLabel("Show", { exact: true })
    .selectOption({ label: "Script sign-ins that failed" });
  await expect(page.getByText("Nothing matches this filter.")).toBeVisible();
  await expect(table).toHaveCount(0);
});
