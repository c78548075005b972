import { expect, expectNoAxeViolations, sendMessage, test, unique } from "./fixtures.ts";

const longMessage = `Hello from the Lantern Bookshop. ${"We would love advice on making our reading corner quieter and easier to reach. ".repeat(4)}Thank you!`;

test.use({ expectedHttpErrors: [/\/api\/contact-requests\/\d+\/read$/] });

test("the admin reads a message, marks it read and unread", async ({ page, signIn }) => {
  const ada = unique("Ada Lantern");
  await sendMessage(page.request, {
    name: ada,
    email: "ada@lantern.example",
    message: longMessage,
  });
  await signIn();
  const tab = page.getByRole("tab", { name: /^Messages \(\d+\)$/ });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");

  const card = page.getByRole("article", { name: `New: ${ada}` });
  // One status, not the stored 'pending' beside 'Unread'.
  await expect(card).toContainText("Status: Unread");
  await expect(card).not.toContainText("pending");
  // When it came, to the minute: two messages from one person on one day differ by the time.
  await expect(card).toContainText(/Received\s*\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}/);
  await expect(card.getByRole("link", { name: "ada@lantern.example" })).toHaveAttribute(
    "href",
    "mailto:ada@lantern.example",
  );
  // Longer than 200 characters: a preview, and a button to read the rest.
  await expect(card).not.toContainText("Thank you!");
  // Each card's button names its message, so a list of them can be told apart.
  const more = card.getByRole("button", {
    name: `Show the whole message: message from ${ada}`,
  });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(card).toContainText("Thank you!");
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: `Mark as read: message from ${ada}` }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts).toContainText("Message marked as read.");
  const readCard = page.getByRole("article", { name: ada, exact: true });
  await expect(readCard).toContainText("Status: Read");

  await readCard.getByRole("button", { name: `Mark as unread: message from ${ada}` }).click();
  await expect(toasts).toContainText("Message marked as unread.");
  await expect(page.getByRole("article", { name: `New: ${ada}` })).toBeVisible();

  // A failed request says so, in the product's words (docs/product.md#messages).
  await page.route("**/api/contact-requests/*/read", (route) =>
    route.fulfill({ status: 500, body: "boom" }),
  );
  await page
    .getByRole("article", { name: `New: ${ada}` })
    .getByRole("button", { name: `Mark as read: message from ${ada}` })
    .click();
  await expect(toasts).toContainText("Failed to mark message as read.");
});
