// Takes full-page screenshots of a running site with the system Chromium, to look at.
// Usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--no-js] [--top]
//        [--click=<button name>]  presses that button first (e.g. to show a dialog)
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
await page.goto(url, { waitUntil: "networkidle" });
const click = process.argv.find((a) => a.startsWith("--click="))?.slice("--click=".length);
if (click) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: click, exact: true }).click();
  await page.getByRole("dialog").waitFor();
}
await page.screenshot({ path: out, fullPage: !process.argv.includes("--top") });
await browser.close();
console.log(`saved ${out}`);
