// Finds a Chromium for the browser tests (ARCHITECTURE §4): CHROME_PATH, the system package, or
// Playwright's own browsers. As root on Debian/Ubuntu it installs the `chromium` package itself.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

async function playwrightChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export async function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const found = candidates.find((path) => existsSync(path)) ?? (await playwrightChromium());
  if (found) return found;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests…");
    const apt = (args) => spawnSync("apt-get", args, { stdio: "inherit" }).status === 0;
    if (apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "chromium"])) {
      const installed = candidates.find((path) => existsSync(path));
      if (installed) return installed;
    }
  }
  throw new Error(
    "No Chromium found for the browser tests. Install it with:\n  sudo apt-get install -y chromium\n" +
      "or point CHROME_PATH at a Chromium or Chrome executable.",
  );
}
