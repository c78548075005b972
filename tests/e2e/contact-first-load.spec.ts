// The contact form's code stays out of the page's first load (docs/decisions/015): on a phone,
// where the form starts below the first screen, the server's form waits as a plain form until it
// is used, and nothing typed or sent meanwhile is lost.
import { clientAddress, expect, holdRequests, test, waitForHydration } from "./fixtures.ts";

/** The form's own chunk and the form library's (build/chunk-plan.ts names them). */
const FORM_CODE = /\/assets\/(contact-form|forms)-[\w-]+\.js$/;

test.use({ viewport: { width: 412, height: 823 } });

test.beforeEach(async ({ page }) => {
  // Messages are limited per client address; each test writes from its own.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
});

test("the form's code is not part of the first load, and comes when the form is used", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto("/contact");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(fetched.filter((url) => FORM_CODE.test(url))).toEqual([]);

  const formCode = page.waitForRequest(FORM_CODE);
  await page.getByRole("textbox", { name: "Your name" }).focus();
  await formCode;
});

test("a message typed and sent before the form's code arrives goes as it would with it", async ({
  page,
}) => {
  const held = holdRequests();
  await page.route(/\/assets\/contact-form-[\w-]+\.js$/, held.handler);
  const posts: { path: string; body: unknown }[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    posts.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  await page.goto("/contact");
  await waitForHydration(page);

  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Your name" }).fill("Sam Patel");
  await main.getByRole("textbox", { name: /E-mail address/ }).fill("sam@example.org");
  await main
    .getByRole("combobox", { name: /What is it about/ })
    .selectOption({ label: "About the book" });
  await main.getByRole("textbox", { name: /Your message/ }).fill("Is there a large print edition?");
  await main.getByRole("button", { name: "Send message" }).click();
  // Held back while the code is on its way: not posted to the page as without JavaScript.
  await page.evaluate(() => fetch("/healthz")); // a round trip, so an earlier post is seen
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);

  held.release();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByRole("status"),
  ).toContainText("Message sent successfully!");
  // What was typed before the code came is what was sent; the form is then cleared.
  expect(posts).toEqual([
    {
      path: "/api/contact",
      body: expect.objectContaining({
        name: "Sam Patel",
        email: "sam@example.org",
        inquiryType: "book-inquiry",
        message: "Is there a large print edition?",
      }),
    },
  ]);
  await expect(main.getByRole("textbox", { name: "Your name" })).toHaveValue("");
});
