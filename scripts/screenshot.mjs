// Takes full-page screenshots of a running site with the system Chromium, to look at.
// Usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--no-js] [--top]
//   [--click=<button name>]               presses that button first (e.g. to show a dialog)
//   [--settings='{"colorTheme":"dark"}']  display settings stored before the page loads
//   [--open-settings]                     opens the Accessibility Settings panel first
import { chromium } from "@playwright/test";

const [url, out, width = "1280"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!url || !out) {
  console.error("Usage: node scripts/screenshot.mjs <url> <out.png> [width] [--no-js]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  javaScriptEnabled: !process.argv.includes("--no-js"),
});
const settings = process.argv.find((a) => a.startsWith("--settings="))?.slice(11);
if (settings) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("accessibility-settings", value);
      sessionStorage.setItem("seeded", "1");
    }
  }, settings);
}
await page.goto(url, { waitUntil: "networkidle" });
const click = process.argv.find((a) => a.startsWith("--click="))?.slice("--click=".length);
if (click) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: click, exact: true }).click();
  await page.getByRole("dialog").waitFor();
}
if (process.argv.includes("--open-settings")) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Accessibility Settings" }).click();
  await page.getByRole("dialog", { name: "Accessibility Settings" }).waitFor();
  await page.waitForTimeout(300);
}
await page.screenshot({ path: out, fullPage: !process.argv.includes("--top") });
await browser.close();
console.log(`saved ${out}`);
