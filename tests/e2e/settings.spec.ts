import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import {
  choose,
  computed,
  openSettings,
  rootState,
  STORAGE_KEY,
  seedSettings,
  storedSettings,
} from "./settings-helpers.ts";

test("the floating button opens the panel from the keyboard; Escape returns focus", async ({
  page,
}) => {
  const chunkRequests: string[] = [];
  page.on("request", (request) => {
    if (/settings-panel/.test(request.url())) chunkRequests.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  const trigger = page.getByRole("button", { name: "Accessibility Settings" });
  const box = await trigger.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // The panel's code is not part of the first load.
  expect(chunkRequests).toEqual([]);

  await trigger.focus();
  await expect(page.getByText("Accessibility Settings", { exact: true }).first()).toBeVisible();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Accessibility Settings" });
  await expect(dialog).toBeVisible();
  expect(chunkRequests.length).toBeGreaterThan(0);
  await expect(dialog.getByRole("heading", { name: "Accessibility Settings" })).toBeVisible();
  for (const title of [
    "Colour Themes",
    "Custom Colours",
    "Font Family",
    "Line Spacing",
    "Text Size",
    "Motion & Animations",
    "Additional Options",
    "Keyboard Navigation",
  ]) {
    await expect(dialog.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("listitem")).toHaveText([
    "Tab: Next element",
    "Shift+Tab: Previous element",
    "Enter/Space: Activate",
    "Escape: Close dialogs and menus",
  ]);

  // Tooltips are reachable by keyboard.
  await dialog.getByRole("button", { name: "About Colour Themes" }).focus();
  await expect(page.getByRole("tooltip")).toContainText("Irlen syndrome");

  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the close button closes the panel", async ({ page }) => {
  await page.goto("/about");
  const dialog = await openSettings(page);
  await dialog.getByRole("button", { name: "Close accessibility settings" }).click();
  await expect(dialog).toBeHidden();
});

test("themes, fonts, spacing and size change the page and survive a reload", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (/opendyslexic/i.test(request.url())) fontRequests.push(request.url());
  });
  await page.goto("/");
  const dialog = await openSettings(page);
  expect(await computed(page, "body", "background-color")).toBe("rgb(254, 254, 254)");

  await choose(dialog.getByRole("radio", { name: "Navy on Pale Yellow" }));
  expect(await computed(page, "body", "background-color")).toBe("rgb(255, 250, 205)");
  expect(await computed(page, "body", "color")).toBe("rgb(25, 25, 112)");
  await choose(dialog.getByRole("radio", { name: "White on Black" }));
  expect(await computed(page, "body", "background-color")).toBe("rgb(0, 0, 0)");
  expect(await computed(page, "footer", "background-color")).toBe("rgb(28, 28, 28)");

  expect(fontRequests).toEqual([]);
  await dialog.getByRole("button", { name: /Font$/ }).click();
  await page.getByRole("option", { name: "OpenDyslexic" }).click();
  expect(await computed(page, "body", "font-family")).toMatch(/^"?OpenDyslexic/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("16px OpenDyslexic")))
    .toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);

  await choose(dialog.getByRole("radio", { name: "2x" }));
  const paragraph = "main p";
  const size = Number.parseFloat(await computed(page, paragraph, "font-size"));
  expect(Number.parseFloat(await computed(page, paragraph, "line-height"))).toBeCloseTo(
    size * 3,
    0,
  );
  await choose(dialog.getByRole("radio", { name: "1.5x" }));
  expect(Number.parseFloat(await computed(page, paragraph, "line-height"))).toBeCloseTo(
    size * 2.25,
    0,
  );

  const increase = dialog.getByRole("button", { name: "Increase" });
  const decrease = dialog.getByRole("button", { name: "Decrease" });
  for (let i = 0; i < 5; i++) await increase.click();
  await expect(dialog.getByText("150%", { exact: true })).toBeVisible();
  await expect(increase).toBeDisabled();
  // The applied size is clamped to 120%.
  expect(await computed(page, "html", "font-size")).toBe("19.2px");
  await dialog.getByRole("button", { name: "Reset text size", exact: true }).click();
  await expect(dialog.getByText("100%", { exact: true })).toBeVisible();
  for (let i = 0; i < 2; i++) await decrease.click();
  await expect(decrease).toBeDisabled();
  expect(await computed(page, "html", "font-size")).toBe("12.8px");
  await increase.click();
  await increase.click();
  await increase.click();

  const saved = JSON.parse((await storedSettings(page)) ?? "{}");
  expect(saved).toMatchObject({
    colorTheme: "dark",
    fontFamily: "opendyslexic",
    lineSpacing: "1.5x",
    fontSize: 110,
  });

  await page.reload();
  await waitForHydration(page);
  expect(await computed(page, "body", "background-color")).toBe("rgb(0, 0, 0)");
  expect(await computed(page, "html", "font-size")).toBe("17.6px");
  expect(await computed(page, "body", "font-family")).toMatch(/^"?OpenDyslexic/);
  const reopened = await openSettings(page);
  await expect(reopened.getByRole("radio", { name: "White on Black" })).toBeChecked();
  await expect(reopened.getByText("110%", { exact: true })).toBeVisible();
});

test("custom colours switch the theme and warn about low contrast", async ({ page }) => {
  await page.goto("/");
  const dialog = await openSettings(page);
  await expect(dialog.getByText(/Contrast Ratio/)).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Text Colour hex code" }).fill("#999999");
  await expect(dialog.getByRole("radio", { name: "Custom Colours" })).toBeChecked();
  await expect(dialog.getByText("Contrast Ratio: 2.8:1 (May be hard to read)")).toBeVisible();
  expect(await computed(page, "body", "color")).toBe("rgb(153, 153, 153)");
  // The page takes the weak pair, but the panel stays readable so it can be put right.
  expect(await computed(page, "#settings-title", "color")).toBe("rgb(0, 0, 0)");
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Background Colour", { exact: true }).fill("#000000");
  await expect(dialog.getByText("Contrast Ratio: 7.4:1", { exact: true })).toBeVisible();
  expect(await computed(page, "body", "background-color")).toBe("rgb(0, 0, 0)");
  // A readable pair colours the panel too.
  expect(await computed(page, "#settings-title", "color")).toBe("rgb(153, 153, 153)");

  // A mistyped code is kept, with the reason, and the colour stays as it was.
  const hex = dialog.getByRole("textbox", { name: "Text Colour hex code" });
  await hex.fill("#12");
  await hex.press("Tab");
  await expect(hex).toHaveValue("#12");
  await expect(hex).toHaveAttribute("aria-invalid", "true");
  await expect(hex).toHaveAccessibleDescription(/"#12" is not a colour code/);
  expect(await computed(page, "body", "color")).toBe("rgb(153, 153, 153)");
  await choose(dialog.getByRole("radio", { name: "Navy on Peach" }));
  await expect(dialog.getByText(/Contrast Ratio/)).toHaveCount(0);
});

test("the switches do what they say", async ({ page }) => {
  await page.goto("/");
  const dialog = await openSettings(page);
  const toggle = (name: string) => choose(dialog.getByRole("switch", { name }));

  await toggle("Disable Animations");
  await expect(page.locator("html")).toHaveAttribute("data-animations", "off");
  const transition = () =>
    page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.transition = "opacity 1s";
      probe.style.animation = "spin 2s infinite";
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const result = `${style.transitionDuration} ${style.animationName}`;
      probe.remove();
      return result;
    });
  expect(await transition()).toBe("0s none");
  await toggle("Disable Animations");
  expect(await transition()).toBe("1s spin");
  await toggle("Reduce Motion");
  expect(await transition()).toBe("0s none");

  const footerNote = "footer p.text-muted";
  expect(await computed(page, footerNote, "color")).toBe("rgb(63, 69, 67)");
  await toggle("High Contrast");
  expect(await computed(page, footerNote, "color")).toBe("rgb(0, 0, 0)");
  expect(await computed(page, "footer", "background-color")).toBe("rgb(255, 255, 255)");

  await toggle("Larger Cursor");
  expect(await computed(page, "main p", "cursor")).toContain("url(");

  const newsLink = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "News" });
  expect(await newsLink.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
    "underline",
  );
  await toggle("High Contrast");
  expect(await newsLink.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("none");
  await toggle("Screen Reader Mode");
  expect(await newsLink.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
    "underline",
  );
  expect(await transition()).toBe("0s none");

  const outline = () =>
    dialog
      .getByRole("button", { name: "Download Settings" })
      .evaluate((el) => getComputedStyle(el).outlineWidth);
  await dialog.getByRole("button", { name: "Download Settings" }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  expect(await outline()).toBe("4px");
  await dialog.getByRole("switch", { name: "Enhanced Focus Outlines" }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("switch", { name: "Enhanced Focus Outlines" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Download Settings" }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  expect(await outline()).toBe("2px");
});

test("Reset to Default restores everything and removes the stored key", async ({ page }) => {
  await seedSettings(page, {
    colorTheme: "custom",
    customBackgroundColor: "#223344",
    customTextColor: "#ffffff",
    fontFamily: "verdana",
    lineSpacing: "2x",
    fontSize: 130,
    animationsDisabled: true,
    highContrast: true,
    largerCursor: true,
    focusOutlines: false,
    screenReaderMode: true,
  });
  await page.goto("/");
  expect((await rootState(page)).attributes.length).toBeGreaterThan(5);
  const dialog = await openSettings(page);
  await dialog.getByRole("button", { name: "Reset to Default" }).click();
  expect(await storedSettings(page)).toBeNull();
  expect(await rootState(page)).toEqual({ attributes: [], style: "" });
  await expect(dialog.getByRole("radio", { name: "Black on Off-White" })).toBeChecked();
  await expect(dialog.getByText("100%", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Enhanced Focus Outlines" })).toBeChecked();
});

test("Download Settings saves accessibility-settings.json", async ({ page }) => {
  await seedSettings(page, { colorTheme: "grey-light", fontSize: 120 });
  await page.goto("/");
  const dialog = await openSettings(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download Settings" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("accessibility-settings.json");
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({
    colorTheme: "grey-light",
    customBackgroundColor: "#ffffff",
    customTextColor: "#000000",
    fontFamily: "default",
    lineSpacing: "normal",
    fontSize: 120,
    animationsDisabled: false,
    highContrast: false,
    reduceMotion: false,
    largerCursor: false,
    focusOutlines: true,
    screenReaderMode: false,
  });
});

test("a settings file is applied only when all of it is valid", async ({ page }) => {
  await page.goto("/");
  const dialog = await openSettings(page);
  const load = async (name: string, text: string) => {
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      dialog.getByRole("button", { name: "Load Settings File" }).click(),
    ]);
    await chooser.setFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
  };
  await load("bad.json", '{"colorTheme": "dark", "fontSize": 999}');
  await expect(
    dialog.getByText("The settings file was not loaded: fontSize must be at most 150."),
  ).toBeVisible();
  expect(await storedSettings(page)).toBeNull();
  expect(await rootState(page)).toEqual({ attributes: [], style: "" });

  await load("accessibility-settings.json", '{"colorTheme": "navy-peach", "extra": 1}');
  await expect(dialog.getByText("Settings loaded from accessibility-settings.json.")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Navy on Peach" })).toBeChecked();
  expect(await computed(page, "body", "background-color")).toBe("rgb(255, 219, 172)");
  expect(JSON.parse((await storedSettings(page)) ?? "{}")).not.toHaveProperty("extra");
});

test("the first paint already has the stored theme, before any app code runs", async ({ page }) => {
  await seedSettings(page, { colorTheme: "dark", fontSize: 120 });
  // The server's HTML cannot know the settings, so it carries none...
  const html = await (await page.request.get("/")).text();
  expect(html).not.toMatch(/<html[^>]*data-theme/);
  // ...and with the app's JavaScript held back, the inline <head> script alone sets the theme.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await computed(page, "body", "background-color")).toBe("rgb(0, 0, 0)");
  expect(await computed(page, "html", "font-size")).toBe("19.2px");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test("corrupt or partial stored settings never break the page", async ({ page }) => {
  await seedSettings(page, '{"colorTheme":"dark","fontSize":"huge","lineSpacing":7,"x":{}}');
  await page.goto("/");
  const dialog = await openSettings(page);
  expect(await computed(page, "body", "background-color")).toBe("rgb(0, 0, 0)");
  await expect(dialog.getByText("100%", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Normal" })).toBeChecked();
});

test("storage that throws just means nothing is kept", async ({ page }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    Object.defineProperty(window, "localStorage", { get: fail });
  });
  await page.goto("/");
  const dialog = await openSettings(page);
  await choose(dialog.getByRole("radio", { name: "White on Black" }));
  expect(await computed(page, "body", "background-color")).toBe("rgb(0, 0, 0)");
});

test("with nothing stored the site follows the system's motion and contrast", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce", contrast: "more" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-animations", "off");
  await expect(page.locator("html")).toHaveAttribute("data-high-contrast", "");
  const dialog = await openSettings(page);
  await expect(dialog.getByRole("switch", { name: "Reduce Motion" })).toBeChecked();
  await expect(dialog.getByRole("switch", { name: "High Contrast" })).toBeChecked();
  // The system changes while the panel is open: the page and the switches follow it.
  await page.emulateMedia({ reducedMotion: "no-preference", contrast: "no-preference" });
  await expect(page.locator("html")).not.toHaveAttribute("data-high-contrast");
  await expect(dialog.getByRole("switch", { name: "Reduce Motion" })).not.toBeChecked();
  await expect(dialog.getByRole("switch", { name: "High Contrast" })).not.toBeChecked();
  await page.emulateMedia({ reducedMotion: "reduce", contrast: "more" });
  await expect(dialog.getByRole("switch", { name: "High Contrast" })).toBeChecked();
  // Once the visitor chooses, the stored choice wins over the system.
  await choose(dialog.getByRole("switch", { name: "High Contrast" }));
  await page.reload();
  await expect(page.locator("html")).not.toHaveAttribute("data-high-contrast");
});

test("the open panel has no axe violations, in the default and the dark theme", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = await openSettings(page);
  await expectNoAxeViolations(page);
  await choose(dialog.getByRole("radio", { name: "White on Black" }));
  await choose(dialog.getByRole("radio", { name: "Custom Colours" }));
  await expect(dialog.getByText("Contrast Ratio: 21.0:1", { exact: true })).toBeVisible();
  await choose(dialog.getByRole("radio", { name: "White on Black" }));
  await expectNoAxeViolations(page);
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
  test("a tap on an info button shows its help, and another tap hides it", async ({ page }) => {
    await page.goto("/");
    const dialog = await openSettings(page);
    const info = dialog.getByRole("button", { name: "About Font Family" });
    await info.scrollIntoViewIfNeeded();
    await info.tap();
    await expect(page.getByRole("tooltip")).toContainText("OpenDyslexic");
    await info.tap();
    await expect(page.getByRole("tooltip")).toBeHidden();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 700 } });
  test("the panel fits and keeps STORAGE_KEY in use", async ({ page }) => {
    await page.goto("/");
    const dialog = await openSettings(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    expect(STORAGE_KEY).toBe("accessibility-settings");
  });
});

test("with OpenDyslexic the header's links keep each label on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedSettings(page, { fontFamily: "opendyslexic" });
  await page.goto("/");
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("16px OpenDyslexic")))
    .toBe(true);
  const nav = page.getByRole("navigation", { name: "Main" });
  const heights = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  // "Advice & Solutions" is the longest label: no taller than "News" means it did not wrap.
  expect(new Set(heights).size).toBe(1);
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
});
