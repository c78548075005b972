// The contact form from keyboard to database, its error handling and its toasts.
import type { Page } from "@playwright/test";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  pauseClock,
  TOAST_TIMEOUT_MS,
  test,
  waitForHydration,
} from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  // The server limits messages per client address (5 an hour); the test server trusts the
  // proxy header, so each test writes from its own address.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  // The toasts' five seconds run on this clock, which the tests move on instead of waiting.
  await page.clock.install();
  await page.goto("/contact");
  await waitForHydration(page);
});

const form = (page: Page) => page.getByRole("main");
/** The toast that says the message went: a polite status inside a non-modal dialog. */
const sentToast = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("dialog");

async function fillValid(page: Page) {
  const m = form(page);
  await m.getByRole("textbox", { name: "Your name" }).fill("Sam Patel");
  await m.getByRole("textbox", { name: /E-mail address/ }).fill("sam@example.org");
  await m.getByRole("textbox", { name: /Organisation/ }).fill("Patel's Pharmacy");
  await m
    .getByRole("combobox", { name: /What is it about/ })
    .selectOption({ label: "About the book" });
  await m
    .getByRole("textbox", { name: /Your message/ })
    .fill("Is the book available in large print?");
}

test("a valid message is sent: success toast and a cleared form", async ({ page }) => {
  await fillValid(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  const toast = sentToast(page);
  // Said politely, as a status: success is not urgent.
  await expect(toast.getByRole("status")).toContainText("Message sent successfully!");
  await expect(toast).toContainText("We'll get back to you as soon as possible.");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(form(page).getByRole("textbox", { name: "Your name" })).toHaveValue("");
  await expect(form(page).getByRole("textbox", { name: /Your message/ })).toHaveValue("");
  await expect(form(page).getByRole("combobox", { name: /What is it about/ })).toHaveValue("");
  await expectNoAxeViolations(page);
  // The confirmation stays beside the button once the toast has gone by itself.
  await page.clock.fastForward(TOAST_TIMEOUT_MS);
  await expect(toast).toHaveCount(0);
  await expect(form(page).getByTestId("form-outcome")).toContainText("Message sent successfully!");
});

test("a server error shows the failure toast and keeps what was typed", async ({
  page,
  consoleProblems,
}) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
  );
  await fillValid(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  // A failure stays urgent: an alert inside an alert dialog.
  const toast = page.getByRole("alertdialog");
  await expect(toast.getByRole("alert")).toContainText("Failed to send message");
  await expect(toast).toContainText(
    "Please try again or contact us directly at hello@realaccess.example",
  );
  await expect(form(page).getByRole("textbox", { name: "Your name" })).toHaveValue("Sam Patel");
  await expectNoAxeViolations(page);
  // The fallback address stays on the page after the toast has gone by itself.
  await page.clock.fastForward(TOAST_TIMEOUT_MS);
  await expect(toast).toHaveCount(0);
  await expect(form(page).getByTestId("form-outcome")).toContainText(
    "Please try again or contact us directly at hello@realaccess.example",
  );
  // The 500 was the point of this test.
  const expected = consoleProblems.findIndex((problem) =>
    /^500 for .*\/api\/contact$/.test(problem),
  );
  expect(expected).toBeGreaterThanOrEqual(0);
  consoleProblems.splice(expected, 1);
});

test("invalid input: errors by each field, a summary of links, focus on the first", async ({
  page,
}) => {
  const m = form(page);
  await m.getByRole("textbox", { name: /E-mail address/ }).fill("sam at example");
  await m.getByRole("button", { name: "Send message" }).click();

  const name = m.getByRole("textbox", { name: "Your name" });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Enter your name/);

  const summary = m.getByRole("alert");
  await expect(summary).toContainText("There are 3 problems with your message");
  const links = summary.getByRole("link");
  await expect(links).toHaveText([
    "Enter your name",
    "Enter an e-mail address in the correct format, like name@example.com",
    "Enter your message",
  ]);
  await expectNoAxeViolations(page);

  await links.nth(2).click();
  await expect(m.getByRole("textbox", { name: /Your message/ })).toBeFocused();
  // Nothing was sent.
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
});

test("the form can be completed with the keyboard alone, and F8 reaches the toast", async ({
  page,
}) => {
  const name = form(page).getByRole("textbox", { name: "Your name" });
  for (let i = 0; i < 40 && !(await name.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(name).toBeFocused();
  await page.keyboard.type("Jo Williams");
  await page.keyboard.press("Tab");
  await page.keyboard.type("jo@example.org");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Village Hall Committee");
  await page.keyboard.press("Tab");
  const subject = form(page).getByRole("combobox", { name: /What is it about/ });
  await expect(subject).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(subject).toHaveValue("accessibility-question");
  await page.keyboard.press("Tab");
  await expect(form(page).getByRole("textbox", { name: /Your message/ })).toBeFocused();
  await page.keyboard.type("How wide should a doorway be for a wheelchair user?");
  await page.keyboard.press("Tab");
  // The honeypot is skipped: the next stop is the send button.
  const send = form(page).getByRole("button", { name: "Send message" });
  await expect(send).toBeFocused();
  await page.keyboard.press("Enter");
  const toast = sentToast(page);
  await expect(toast).toContainText("Message sent successfully!");
  await pauseClock(page); // the toast stays until F8 has reached it, however slow the machine
  await page.keyboard.press("F8");
  await expect(toast).toBeFocused();
});

test("the toast stays while hovered and leaves 5 seconds after", async ({ page }) => {
  await fillValid(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  const toast = sentToast(page);
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.clock.fastForward(TOAST_TIMEOUT_MS + 500);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(TOAST_TIMEOUT_MS / 2);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(TOAST_TIMEOUT_MS / 2);
  await expect(toast).toBeHidden();
});
