// Finds a Chromium for the tests (README › Test it): CHROME_PATH, the system package, or
// Playwright's own browsers. As root on Debian/Ubuntu it installs the package itself.
//
// The browser tests ask for the headless shell first: Chromium's engine without the browser
// around it, which is what Playwright itself runs for headless tests. On a 2-core machine the
// whole browser suite took 212 s in the full browser and 139 s in the shell, at the same
// results. Lighthouse and screenshots keep the full browser, as real visitors see it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const HEADLESS_SHELLS = ["/usr/bin/chromium-headless-shell"];

async function playwrightChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** @param {{ headlessShell?: boolean }} [options] prefer the headless shell (browser tests) */
export async function findChromium({ headlessShell = false } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const candidates = headlessShell ? [...HEADLESS_SHELLS, ...BROWSERS] : BROWSERS;
  const found = candidates.find((path) => existsSync(path)) ?? (await playwrightChromium());
  if (found) return found;

  const debianPackage = headlessShell ? "chromium-headless-shell" : "chromium";
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`Chromium is missing: installing Debian's ${debianPackage} package…`);
    const apt = (args) => spawnSync("apt-get", args, { stdio: "inherit" }).status === 0;
    if (apt(["update", "-qq"]) && apt(["install", "-y", "-qq", debianPackage])) {
      const installed = candidates.find((path) => existsSync(path));
      if (installed) return installed;
    }
  }
  throw new Error(
    `No Chromium found. Install it with:\n  sudo apt-get install -y ${debianPackage}\n` +
      "or point CHROME_PATH at a Chromium or Chrome executable.",
  );
}
