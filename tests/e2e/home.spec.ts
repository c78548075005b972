import { expect, test, waitForHydration } from "./fixtures.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is complete in the first HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Real Access/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Real Access Real Solutions" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Get In Touch" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the quick solutions are in the first HTML", async ({ page }) => {
    await page.goto("/advice-and-solutions");
    await expect(
      page.getByRole("rowheader", { name: "Single step at the shop entrance" }),
    ).toBeVisible();
  });
});

test("the home page hydrates and links work", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Get In Touch" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeFocused();
  await expect(page).toHaveTitle("Contact | Real Access");
});

test("the promotional banner closes for the page session and returns on reload", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const banner = page.getByRole("complementary", { name: "Book promotion" });
  await expect(banner.getByRole("link", { name: /Buy Now/ })).toHaveAttribute("target", "_blank");
  await page.getByRole("button", { name: "Close book promotion" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  // Focus moves on to the header rather than falling back to the top of the page.
  await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeVisible();
});

test("the footer's Advice Centre reaches the advice page, and /advice redirects there", async ({
  page,
}) => {
  const response = await page.request.get("/advice", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/advice-and-solutions");
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Advice Centre" }).click();
  await expect(page).toHaveURL(/\/advice-and-solutions$/);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Contact" }),
  ).toHaveAttribute("href", "/contact");
});

test("unknown paths answer 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("404 Page Not Found | Real Access");
});
