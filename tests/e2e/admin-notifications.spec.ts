// Admin › Activity › E-mail notifications. The test server's SMTP_URL is a closed port,
// so a visitor's message becomes an e-mail that fails and waits to be retried. The admin finds it,
// with its error, and sends it again by keyboard; the page passes axe in every colour theme.
// Other specs' messages fail the same way in parallel, so this one looks only at its own.
import type { NotificationOverview } from "../../src/shared/contracts/notifications.ts";
import { expect, expectNoAxeViolations, sendMessage, test, unique } from "./fixtures.ts";
import {
  COLOUR_SETTINGS,
  expectNoColourViolations,
  reloadWithSettings,
} from "./settings-helpers.ts";

test("a notification e-mail that could not be sent is listed, readable and can be sent again", async ({
  page,
  signIn,
  admin,
}) => {
  test.setTimeout(60_000); // six theme reloads and scans
  const sender = unique("Notification Tester");
  const about = `New message from ${sender}`;
  await sendMessage(admin, {
    name: sender,
    email: "notices@example.org",
    message: "Testing the e-mail notices.",
  });
  // Its first attempt fails within moments of the message arriving.
  await expect
    .poll(async () => {
      const overview: NotificationOverview = await (
        await admin.get("/api/admin/notifications")
      ).json();
      return overview.problems.find((problem) => problem.about === about)?.state;
    })
    .toBe("retrying");

  await signIn("/admin?tab=activity");
  const section = page.getByRole("region", { name: "E-mail notifications" });
  await expect(section).toContainText("An e-mail is sent for each new message");
  const item = section
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 5, name: about }) });
  await expect(item).toContainText(/Retrying: 1 attempt of 10 failed\. Next try at \d+ \w+ \d{4}/);
  await expect(item.getByRole("definition").last()).toContainText(/ECONNREFUSED/);
  await expect(page.getByRole("heading", { level: 4, name: "Admin activity log" })).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: Send again queues it, says so, and keeps focus in the list.
  const sendAgain = item.getByRole("button", { name: `Send again: ${about}` });
  await sendAgain.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "E-mail queued to send again",
  );
  await expect(page.locator("main :focus")).toHaveCount(1);
  // The Activity log records who sent it again.
  await page
    .getByLabel("Show", { exact: true })
    .selectOption({ label: "E-mail notification queued to send again" });
  await expect(
    page
      .getByRole("table", { name: /Admin activity/ })
      .getByRole("rowheader")
      .first(),
  ).toHaveText("E-mail notification queued to send again");

  for (const settings of COLOUR_SETTINGS) {
    await reloadWithSettings(page, settings);
    await expect(section.getByRole("heading", { level: 5 }).first()).toBeVisible();
    await test.step(JSON.stringify(settings), () =>
      expectNoColourViolations(page, 'section[aria-labelledby="notifications-heading"]'),
    );
  }
});

test("a test e-mail reports the mail server's answer where the button is", async ({
  page,
  signIn,
}) => {
  await signIn("/admin?tab=activity");
  const section = page.getByRole("region", { name: "E-mail notifications" });
  const button = section.getByRole("button", { name: "Send a test e-mail" });
  await button.focus();
  await page.keyboard.press("Enter");
  // The test server's mail server is a closed port, so the refusal is what shows.
  await expect(section.getByRole("alert")).toHaveText(
    /^The test e-mail was not sent\. The mail server said: .*ECONNREFUSED/,
  );
  await expect(button).toBeFocused();
  await expectNoAxeViolations(page);
  await page
    .getByLabel("Show", { exact: true })
    .selectOption({ label: "Test e-mails, including failed ones" });
  await expect(
    page
      .getByRole("table", { name: /Admin activity/ })
      .getByRole("rowheader")
      .first(),
  ).toHaveText("Test e-mail not sent");
});
