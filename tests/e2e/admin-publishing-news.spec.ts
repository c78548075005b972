// Writing a news item in the admin with the keyboard: an empty save is announced with
// a summary that links to each field; a wordy phrase is found by the checks, which take the author
// to its words; the item is saved as a draft, published, and is then in the latest news feed on
// /news and on a page of its own. (Not a top story: other specs count those as they run beside it.)
import sharp from "sharp";
import { expect, expectNoAxeViolations, test, unique } from "./fixtures.ts";

test("an editor writes, checks, fixes and publishes a news item with the keyboard", async ({
  page,
  signIn,
}) => {
  const title = unique("Hearing loops at every library desk");
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await signIn("/admin?tab=news");
  // 'News', or 'News (1 in review)' while a contributor's item waits for an editor.
  await expect(page.getByRole("tab", { name: /^News( \(\d+ in review\))?$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { level: 3, name: "News" })).toBeVisible();

  await page.getByRole("button", { name: "Write a news item" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 3, name: "New news item" })).toBeFocused();

  // Saving an empty item: the problems are announced in a summary that takes focus, each one a
  // link to its field.
  await page.getByRole("button", { name: "Save draft" }).press("Enter");
  const summary = page.getByRole("alert").filter({ hasText: "There are 4 problems" });
  await expect(summary).toBeVisible();
  await page.keyboard.press("Tab");
  const first = summary.getByRole("link", { name: "Title must be at least 5 characters" });
  await expect(first).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Title")).toBeFocused();

  await page.keyboard.type(title);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Excerpt")).toBeFocused();
  await page.keyboard.type("The council has fitted a hearing loop at every library desk.");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Category")).toBeFocused();
  await page.keyboard.type("Venues");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Source link (optional)")).toBeFocused();
  await page.keyboard.type("https://www.example.org/hearing-loops");
  await page.keyboard.press("Tab"); // "Add a picture", left alone
  await page.keyboard.press("Tab");
  const topStory = page.getByRole("checkbox", { name: "Top story" });
  await expect(topStory).toBeFocused();
  await page.keyboard.press("Space");
  await expect(topStory).toBeChecked();
  await page.keyboard.press("Space");
  await expect(topStory).not.toBeChecked();
  await page.keyboard.press("Tab");
  const text = page.getByRole("textbox", { name: "Text" });
  await expect(text).toBeFocused();
  await page.keyboard.insertText(
    [
      "Every library desk in the borough now has a hearing loop.",
      "",
      "Staff test each loop every month in order to keep it working.",
    ].join("\n"),
  );

  // The check says in words how serious it is, and takes the author to the words to change.
  const checks = page.getByRole("region", { name: "Accessibility checks" });
  await expect(checks.getByRole("status")).toHaveText("0 errors and 1 warning.");
  await expect(checks.getByRole("listitem")).toContainText(
    "Warning: Plain words. The phrase “in order to”",
  );
  await expectNoAxeViolations(page);
  await checks
    .getByRole("button", { name: /^Show in the text: The phrase “in order to”/ })
    .press("Enter");
  await expect(text).toBeFocused();
  const selected = await text.evaluate((area: HTMLTextAreaElement) =>
    area.value.slice(area.selectionStart, area.selectionEnd),
  );
  expect(selected).toBe("in order to");
  await page.keyboard.insertText("to");
  await expect(checks.getByRole("status")).toHaveText("No problems found.");

  // Save, then publish.
  await page.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(toasts).toContainText("Draft saved");
  await expect(page.getByText("Draft: only the editorial team can see it.")).toBeVisible();
  await page.getByRole("button", { name: "Publish…" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Publish news item" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Publish now" }).press("Enter");
  await expect(toasts).toContainText("News item published");
  await expect(dialog).toBeHidden();

  // In the latest news feed on /news, and on a page of its own.
  const link = page.getByRole("link", { name: /^\/news\/\d+-hearing-loops/ });
  const path = (await link.getAttribute("href")) ?? "";
  await page.goto("/news");
  const feed = page.getByTitle("Latest news feed").contentFrame();
  await expect(feed.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText("Staff test each loop every month to keep it working."),
  ).toBeVisible();
});

test("a news item's picture is uploaded with its alt text, never given as an address", async ({
  page,
  signIn,
}) => {
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await signIn("/admin?tab=news");
  await page.getByRole("button", { name: "Write a news item" }).press("Enter");
  await page.getByLabel("Title").fill(unique("A ramp at the town hall"));
  await page.getByLabel("Excerpt").fill("The town hall has a new ramp at its side door.");
  await page.getByLabel("Category").fill("Venues");
  await page
    .getByRole("textbox", { name: "Text" })
    .fill("The town hall has fitted a ramp at its side door.\n\nIt folds away when not in use.");
  // There is nowhere to type a picture's address.
  await expect(page.getByRole("textbox", { name: /image|picture/i })).toHaveCount(0);

  const picture = page.getByRole("group", { name: "Picture (optional)" });
  await expect(picture).toContainText("No picture chosen.");
  await picture.getByRole("button", { name: "Add a picture" }).press("Enter");
  const upload = page.getByRole("dialog", { name: "Add a picture" });
  await upload.getByLabel("Image file").setInputFiles({
    name: "ramp.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#3a7d44" },
    })
      .jpeg()
      .toBuffer(),
  });
  await upload.getByLabel("Alt text").fill("A grey ramp up to a side door");
  await upload.getByRole("button", { name: "Upload and add" }).press("Enter");
  await expect(upload).toBeHidden();
  await expect(picture).toContainText(
    "Picture chosen, described as “A grey ramp up to a side door”.",
  );
  // The picture shows from the media library: the team sees a draft's images.
  const image = picture.getByRole("img", { name: "A grey ramp up to a side door" });
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await image.getAttribute("src")).toMatch(/^\/media\/\d+-[0-9a-f]{20}-\d+\.jpg$/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(toasts).toContainText("Draft saved");
  await expect(picture.getByRole("button", { name: "Change the picture" })).toBeVisible();
  await picture.getByRole("button", { name: "Remove the picture" }).press("Enter");
  await expect(picture).toContainText("No picture chosen.");
});
