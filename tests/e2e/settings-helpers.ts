import type { Locator, Page } from "@playwright/test";
import { bootScriptSource } from "../../src/shared/accessibility-settings/boot-script.ts";
import { axeViolations } from "./axe-scan.ts";
import { expect, waitForHydration } from "./fixtures.ts";

export const STORAGE_KEY = "accessibility-settings";

/** Stores display settings before the first page of the test loads (once, not on reloads). */
export async function seedSettings(page: Page, settings: Record<string, unknown> | string) {
  const value = typeof settings === "string" ? settings : JSON.stringify(settings);
  await page.addInitScript(
    ([key, stored]) => {
      if (sessionStorage.getItem("settings-seeded")) return;
      localStorage.setItem(key as string, stored as string);
      sessionStorage.setItem("settings-seeded", "1");
    },
    [STORAGE_KEY, value],
  );
}

/** Every display setting that changes colours (the themes, a custom pair and high contrast):
 * each page must pass axe's colour rules in each of them, not just in the default theme. */
export const COLOUR_SETTINGS = [
  { colorTheme: "navy-yellow" },
  { colorTheme: "navy-peach" },
  { colorTheme: "grey-light" },
  { colorTheme: "dark" },
  { colorTheme: "custom", customBackgroundColor: "#1b2a41", customTextColor: "#f4efe1" },
  { colorTheme: "navy-peach", highContrast: true },
];

/** Axe's colour rules only: the other rules do not depend on colours, so run once per page.
 * `within` (a CSS selector) scans one part of the page, when only that part is under test. */
export async function expectNoColourViolations(page: Page, within?: string) {
  const rules = ["color-contrast", "link-in-text-block"];
  expect(await axeViolations(page, { type: "rule", values: rules }, within)).toEqual([]);
}

const BOOT_SCRIPT = bootScriptSource();

/**
 * Stores display settings and applies them to the open page with the site's own pre-paint script,
 * just as a reload would, without reloading: for scanning one page in every colour theme. Frames
 * that follow the stored settings (the news feed embed) apply them on the storage event.
 */
export async function applySettings(page: Page, settings: Record<string, unknown>) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify(settings),
  ] as const);
  await page.evaluate(BOOT_SCRIPT);
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames().filter((each) => each.url().startsWith(origin))) {
    await expect(frame.locator("html")).toHaveAttribute("data-theme", String(settings.colorTheme));
  }
}

/** Replaces the stored display settings and reloads, as a returning visitor would see the page. */
export async function reloadWithSettings(page: Page, settings: Record<string, unknown>) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify(settings),
  ] as const);
  await page.reload();
  await waitForHydration(page);
}

export async function openSettings(page: Page) {
  await waitForHydration(page);
  await page.getByRole("button", { name: "Accessibility Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Accessibility Settings" });
  await dialog.waitFor();
  return dialog;
}

export const storedSettings = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

/** A computed style of the first element matching the selector. */
export const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

/** The data-* attributes and inline style the settings put on <html>. */
export const rootState = (page: Page) =>
  page.evaluate(() => ({
    attributes: document.documentElement
      .getAttributeNames()
      .filter((name) => name.startsWith("data-") && name !== "data-hydrated"),
    // Only what the settings manage: the open dialog adds its own scroll lock to <html>.
    style: ["font-size", "--ra-custom-bg", "--ra-custom-fg", "--ra-line-height"]
      .map((name) => document.documentElement.style.getPropertyValue(name))
      .join(""),
  }));

/** Clicks a React Aria radio or switch the way a pointer user does: on its visible label. */
export const choose = (control: Locator) => control.locator("xpath=ancestor::label[1]").click();
