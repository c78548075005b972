// The visitor's journeys with JavaScript switched off: a contact message and a story
// sent by plain form posts, with the error summary, every value kept and the confirmation; an
// article and a story reached from Advice & Solutions by Tab and Enter; a story liked; the community
// guidelines; and the book banner closed. The self-assessment's own journey is in self-assessment.spec.ts.
import type { Locator, Page } from "@playwright/test";
import { CONTACT_TOASTS } from "../../src/shared/contracts/contact.ts";
import { LIKE_TEXT, STORY_TEXT } from "../../src/shared/stories.ts";
import { expectNoAxeViolationsWithoutScript } from "./axe-without-script.ts";
import { approvedStory, clientAddress, expect, tabTo, test, unique } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  // The forms are limited per client address; each test comes from its own.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
});

const field = (page: Page, name: string | RegExp) =>
  page.getByRole("main").getByRole("textbox", { name });
const summary = (page: Page) => page.getByRole("alert");

test("a visitor sends a contact message, puts a mistake right and sees it confirmed; the team has it", async ({
  page,
  admin,
}) => {
  const name = unique("Sam Patel");
  const email = `${name.split(" ").pop()}@example.org`;
  await page.goto("/contact");
  await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);
  await field(page, "Your name").fill(name);
  await field(page, /E-mail address/).fill("sam at example");
  const subject = page.getByRole("combobox", { name: /What is it about/ });
  await subject.selectOption({ label: "About the book" });
  await field(page, /Your message/).fill("Is the book in large print?\nAnd as an audiobook?");
  await page.getByRole("button", { name: "Send message" }).click();

  // Back on the page: what was wrong, linked to its field, and nothing typed lost.
  await expect(page).toHaveTitle("Error: Contact | Real Access");
  await expect(summary(page)).toContainText("There is a problem with your message");
  const problem = summary(page).getByRole("link", {
    name: "Enter an e-mail address in the correct format, like name@example.com",
  });
  await expect(problem).toHaveAttribute("href", "#contact-email");
  await expect(field(page, /E-mail address/)).toHaveAccessibleDescription(/correct format/);
  await expect(field(page, "Your name")).toHaveValue(name);
  await expect(subject).toHaveValue("book-inquiry");
  await expect(field(page, /Your message/)).toHaveValue(
    "Is the book in large print?\nAnd as an audiobook?",
  );
  await expectNoAxeViolationsWithoutScript(page);

  await problem.click();
  await field(page, /E-mail address/).fill(email);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1#contact-form-title$/);
  const outcome = page.getByTestId("form-outcome");
  await expect(outcome).toContainText(CONTACT_TOASTS.success.title);
  await expect(outcome).toContainText(CONTACT_TOASTS.success.description);
  await expect(field(page, "Your name")).toHaveValue("");
  await expectNoAxeViolationsWithoutScript(page);

  // A reload shows the confirmation again and sends nothing twice.
  await page.reload();
  await expect(outcome).toContainText(CONTACT_TOASTS.success.title);
  const messages: { email: string }[] = await (await admin.get("/api/contact-requests")).json();
  expect(messages.filter((message) => message.email === email)).toEqual([
    expect.objectContaining({
      name,
      inquiryType: "book-inquiry",
      message: "Is the book in large print?\nAnd as an audiobook?",
      status: "pending",
      isRead: false,
    }),
  ]);
});

test("a visitor shares a story, puts a mistake right and sees it confirmed; it waits for review", async ({
  page,
  admin,
}) => {
  const title = unique("The bell by the side door");
  const story =
    "The café put a bell by the side door, where the step-free way in is. Now I ring, someone comes at once, and I no longer wait outside in the rain.";
  await page.goto("/advice-and-solutions?tab=community-stories");
  await expect(page.getByText("Loading the form")).toHaveCount(0);
  // The signed time the server checks (the server's tests try it too young, too old and forged).
  await expect(page.locator('input[type="hidden"][name="formToken"]')).toHaveValue(/^\d+\./);
  await field(page, "Title").fill(title);
  await field(page, /Your story/).fill("Too short to help anyone yet.");
  await field(page, "Your name").fill("Jas, wheelchair user");
  await field(page, "E-mail address").fill("jas@example.org");
  await page.getByRole("button", { name: "Submit your story" }).click();

  await expect(page).toHaveTitle("Error: Advice & Solutions | Real Access");
  await expect(summary(page)).toContainText("There is a problem with your story");
  await expect(
    summary(page).getByRole("link", { name: "Content must be at least 100 characters long" }),
  ).toHaveAttribute("href", "#story-content");
  await expect(field(page, "Title")).toHaveValue(title);
  await expect(field(page, /Your story/)).toHaveValue("Too short to help anyone yet.");
  await expect(field(page, "Your name")).toHaveValue("Jas, wheelchair user");
  await expectNoAxeViolationsWithoutScript(page);

  await field(page, /Your story/).fill(story);
  await page.getByRole("button", { name: "Submit your story" }).click();
  await expect(page).toHaveURL(/\?tab=community-stories&shared=1#share-story-title$/);
  const outcome = page.getByTestId("form-outcome");
  await expect(outcome).toContainText(STORY_TEXT.submitted.title);
  await expect(outcome).toContainText(STORY_TEXT.submitted.description);
  await expect(field(page, "Title")).toHaveValue("");
  await expectNoAxeViolationsWithoutScript(page);

  const pending = await (await admin.get("/api/community?approved=false")).json();
  expect(pending).toContainEqual(
    expect.objectContaining({ title, content: story, isApproved: false }),
  );
});

test("by Tab and Enter alone, a visitor reaches Expert Articles and Community Stories from Advice & Solutions, opens an article, the guidelines and a story", async ({
  page,
  admin,
  request,
}) => {
  const [article] = await (await request.get("/api/advice/articles")).json();
  const { title } = await approvedStory(admin, {
    title: unique("The ramp our regulars asked for"),
  });
  // Without script the tabs are plain links, the current one marked as the page shown.
  const tabLink = (name: string) => page.getByRole("main").getByRole("link", { name, exact: true });
  const follow = async (link: Locator) => {
    await tabTo(page, link, { limit: 150 });
    await page.keyboard.press("Enter");
  };

  await page.goto("/advice-and-solutions");
  await expect(tabLink("Quick Solutions")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expectNoAxeViolationsWithoutScript(page);

  await follow(tabLink("Expert Articles"));
  await expect(page).toHaveURL(/\?tab=expert-articles$/);
  await expect(tabLink("Expert Articles")).toHaveAttribute("aria-current", "page");
  await expect(tabLink("Quick Solutions")).not.toHaveAttribute("aria-current");
  await expectNoAxeViolationsWithoutScript(page);
  await follow(page.getByRole("link", { name: `Read more about ${article.title}` }));
  await expect(page).toHaveURL(new RegExp(`${article.url}$`));
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expectNoAxeViolationsWithoutScript(page);

  await page.goto("/advice-and-solutions");
  await follow(tabLink("Community Stories"));
  await expect(page).toHaveURL(/\?tab=community-stories$/);
  await expect(tabLink("Community Stories")).toHaveAttribute("aria-current", "page");
  // The guidelines open in place.
  const guideline = page.getByText("No diagnosis policing");
  await expect(guideline).toBeHidden();
  await tabTo(page, page.locator("summary", { hasText: "Read the community guidelines" }), {
    limit: 150,
  });
  await page.keyboard.press("Enter");
  await expect(guideline).toBeVisible();
  await expectNoAxeViolationsWithoutScript(page);

  await follow(page.getByRole("link", { name: `Read story about ${title}` }));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/advice-and-solutions\/stories\/\d+-/);
  await expectNoAxeViolationsWithoutScript(page);
});

test("a visitor likes a story from Community Stories and on its own page; it is counted once", async ({
  page,
  admin,
  request,
}) => {
  const { id, title } = await approvedStory(admin, {
    title: unique("The hearing loop at the counter"),
  });
  const counted = async () =>
    (await (await request.get(`/api/community/${id}`)).json()).likeCount as number;
  expect(await counted()).toBe(0);

  await page.goto("/advice-and-solutions?tab=community-stories");
  const card = page.getByRole("article", { name: title });
  const like = card.getByRole("button", { name: new RegExp(`^Like ${title}`) });
  await expect(like).toContainText(/,\s*0\s*likes$/);
  // A plain button: the page everyone shares cannot know this visitor's like.
  await expect(like).not.toHaveAttribute("aria-pressed");
  await like.click();

  // Back on the tab, at the story's like control, which says so and shows the new count.
  await expect(page).toHaveURL(
    new RegExp(`\\?tab=community-stories&liked=${id}#story-${id}-like$`),
  );
  await expect(card).toContainText(LIKE_TEXT.liked);
  await expect(like).toContainText(/,\s*1\s*like$/);
  expect(await counted()).toBe(1);
  await expectNoAxeViolationsWithoutScript(page);

  // On its own page, liking again counts once: the visitor's cookie says who liked it.
  await card.getByRole("link", { name: `Read story about ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(LIKE_TEXT.liked)).toHaveCount(0);
  await page.getByRole("button", { name: new RegExp(`^Like ${title}`) }).click();
  await expect(page).toHaveURL(
    new RegExp(`/advice-and-solutions/stories/${id}-[^?]+\\?liked=${id}#story-${id}-like$`),
  );
  await expect(page.getByText(LIKE_TEXT.liked)).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^Like ${title}`) })).toContainText(
    /,\s*1\s*like$/,
  );
  expect(await counted()).toBe(1);
  await expectNoAxeViolationsWithoutScript(page);
});

test("the book banner closes for this page view, and focus goes on to the header", async ({
  page,
}) => {
  await page.goto("/about");
  const banner = page.getByRole("complementary", { name: "Book promotion" });
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: "Close book promotion" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();
  await expectNoAxeViolationsWithoutScript(page);
  // Nothing is kept: the next page shows it again.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(banner).toBeVisible();
});
