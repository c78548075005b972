// The article editor by keyboard, as an editor works in it all day: the checks one or two Tab
// presses from the text (and a shortcut straight there), quick solutions found by searching, an
// image that never lands inside another, totals announced once typing pauses, versions that can
// be told apart, a preview tab that names the article, and a publishing time that says its zone.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test, unique } from "./fixtures.ts";

async function draft(admin: APIRequestContext, content: string) {
  const [category] = await (await admin.get("/api/advice/categories")).json();
  const created = await admin.post("/api/admin/articles", {
    data: {
      title: unique("Quiet hours for shoppers"),
      excerpt: "An hour a week with the music off and the lights down.",
      categoryId: category.id,
      tags: ["sensory"],
      content,
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()) as { id: number; title: string };
}

async function openEditor(page: Page, signIn: (path?: string) => Promise<void>, title: string) {
  await signIn("/admin?tab=articles");
  await page.getByRole("button", { name: title }).click();
  await expect(page.getByRole("heading", { level: 3, name: `Edit: ${title}` })).toBeVisible();
  return page.getByRole("textbox", { name: "Text" });
}

test("from the text to the first check takes at most 5 Tab presses, or one shortcut", async ({
  page,
  admin,
  signIn,
}) => {
  const article = await draft(
    admin,
    "## Why quiet hours\n\nRead about it [here](/advice-and-solutions).\n\nMusic off helps many people.",
  );
  const text = await openEditor(page, signIn, article.title);
  const firstCheck = page
    .getByRole("region", { name: "Accessibility checks" })
    .getByRole("button", { name: /^Show in the text/ })
    .first();
  await expect(firstCheck).toBeVisible();

  await text.focus();
  let presses = 0;
  while (presses < 60 && !(await firstCheck.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press("Tab");
    presses += 1;
  }
  test.info().annotations.push({ type: "Tab presses", description: String(presses) });
  console.log(`Tab presses from the text to the first check: ${presses}`);
  expect(presses).toBeLessThanOrEqual(5);

  // The shortcut, announced in the text's description, goes straight there and back.
  await expect(text).toHaveAccessibleDescription(/Press Alt\+Shift\+C in the text to go to/);
  await expect(text).toHaveAttribute("aria-keyshortcuts", "Alt+Shift+C");
  await text.focus();
  await page.keyboard.press("Alt+Shift+C");
  await expect(firstCheck).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(text).toBeFocused();
  await expectNoAxeViolations(page);
});

test("quick solutions are found by searching, in one field, and removed as tags", async ({
  page,
  admin,
  signIn,
}) => {
  const article = await draft(admin, "## Quiet hours\n\nTurn the music off.");
  const solutions: { issue: string }[] = await (await admin.get("/api/quick-solutions")).json();
  const wanted = solutions[solutions.length - 1]?.issue ?? "";
  await openEditor(page, signIn, article.title);

  const field = page.getByRole("combobox", { name: "Related quick solutions" });
  await field.focus();
  await page.keyboard.type(wanted);
  const option = page.getByRole("option", { name: wanted });
  await expect(option).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  const chosen = page.getByRole("grid", { name: /Chosen/ });
  await expect(chosen.getByRole("row")).toContainText([wanted]);
  // One Tab stop for the whole list: the next Tab leaves the field for the chosen ones.
  await field.focus();
  await page.keyboard.press("Tab");
  await expect(chosen.getByRole("row").first()).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Delete");
  await expect(page.getByText("None chosen yet.")).toBeVisible();
});

test("an image added with the caret inside another goes after it, and the checks still see both", async ({
  page,
  admin,
  signIn,
}) => {
  const article = await draft(admin, "## Signs\n\n![](https://example.com/sign.png)");
  const text = await openEditor(page, signIn, article.title);
  await expect(
    page.getByRole("region", { name: "Accessibility checks" }).getByRole("status"),
  ).toHaveText(/^1 error/);
  // The caret between the image's ( and its address.
  await text.evaluate((area: HTMLTextAreaElement) => {
    const at = area.value.indexOf("https://");
    area.focus();
    area.setSelectionRange(at, at);
  });
  await page.getByRole("button", { name: "Image…" }).click();
  const upload = page.getByRole("dialog", { name: "Add an image" });
  await upload.getByLabel("Image file").setInputFiles({
    name: "sign.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#7a9a5b" },
    })
      .jpeg()
      .toBuffer(),
  });
  await upload.getByLabel("Alt text").fill("photo");
  await upload.getByRole("button", { name: "Upload and add" }).click();
  await expect(upload).toBeHidden();
  const value = await text.inputValue();
  expect(value).toContain("![](https://example.com/sign.png)\n\n![photo](");
  await expect(
    page.getByRole("region", { name: "Accessibility checks" }).getByRole("status"),
  ).toHaveText(/^2 errors/);
});

test("the checks' totals are announced once typing pauses, not at every keystroke", async ({
  page,
  admin,
  signIn,
}) => {
  const article = await draft(admin, "## Ramps\n\nA ramp helps.");
  const text = await openEditor(page, signIn, article.title);
  const status = page.getByRole("region", { name: "Accessibility checks" }).getByRole("status");
  await expect(status).toHaveText("No problems found.");
  await status.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => seen.push(element.textContent ?? "")).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await text.focus();
  await page.keyboard.press("End");
  // Each link added then fixed changes the totals while the author types on.
  await page.keyboard.type(" Read [here](/a). Read [more](/b) now. CLICK HERE NOW.", { delay: 60 });
  await expect(status).not.toHaveText("No problems found.");
  await page.waitForTimeout(1500);
  const texts = await page.evaluate(
    () => (window as unknown as { statusTexts: string[] }).statusTexts,
  );
  expect(texts, JSON.stringify(texts)).toHaveLength(1);
});

test("two saves in one minute have labels that tell them apart", async ({
  page,
  admin,
  signIn,
}) => {
  const article = await draft(admin, "## Ramps\n\nA ramp helps.");
  await admin.patch(`/api/admin/articles/${article.id}`, {
    data: { content: "## Ramps\n\nA portable ramp helps wheelchair users." },
  });
  await openEditor(page, signIn, article.title);
  const versions = page.getByRole("region", { name: /Earlier versions/ });
  const items = versions.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(
    /\d{2}:\d{2}:\d{2}, by .+, 3 words changed \(the latest\)/,
  );
  await expect(items.nth(1)).toContainText(/\d{2}:\d{2}:\d{2}, by .+, the first version/);
});

test("the preview names the article and scheduling says it is UK time", async ({
  page,
  admin,
  signIn,
}) => {
  const article = await draft(admin, "## Ramps\n\nA ramp helps.");
  await openEditor(page, signIn, article.title);
  await page.getByRole("button", { name: "Publish…" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish article" });
  await dialog.getByLabel("At a date and time").check();
  const when = dialog.getByLabel("Publish on (UK time)");
  await expect(when).toHaveAccessibleDescription(/GMT in winter and BST in summer/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await page.goto(`/admin/articles/${article.id}/preview`);
  await expect(page).toHaveTitle(`Preview: ${article.title} | Real Access`);
});

test("the Articles and Quick Solutions tables fit a 320 px screen", async ({
  page,
  admin,
  signIn,
}) => {
  await draft(admin, "## Ramps\n\nA ramp helps.");
  await page.setViewportSize({ width: 320, height: 700 });
  for (const [tab, heading] of [
    ["articles", "Expert articles"],
    ["quick-solutions", "Quick Solutions"],
  ] as const) {
    await signIn(`/admin?tab=${tab}`);
    await expect(page.getByRole("heading", { level: 3, name: heading })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, tab).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  }
});
