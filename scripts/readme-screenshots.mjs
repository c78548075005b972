// Refreshes the README's screenshots: the home and contact pages at desktop and phone widths.
// Builds nothing: run `npm run build` first. Starts the built server on an in-memory database,
// photographs the top of each page with the system Chromium, then stops the server.
// Usage: node scripts/readme-screenshots.mjs   (PORT=3599 by default)
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const port = process.env.SCREENSHOT_PORT ?? "3599";
const base = `http://127.0.0.1:${port}`;
const outDir = "docs/images";
const shots = [
  { path: "/", name: "home" },
  { path: "/contact", name: "contact" },
];
const sizes = [
  { label: "desktop", width: 1280, height: 900 },
  { label: "phone", width: 390, height: 844 },
];

if (!existsSync("dist/server/main.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

const server = spawn("node", ["dist/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    DATA_DIR: "memory://",
    LOG_LEVEL: "warn",
  },
  stdio: "inherit",
});
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  for (const size of sizes) {
    const page = await browser.newPage({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
    });
    for (const shot of shots) {
      await page.goto(`${base}${shot.path}`, { waitUntil: "networkidle" });
      const file = `${outDir}/${shot.name}-${size.label}.png`;
      await page.screenshot({ path: file });
      console.log(`saved ${file}`);
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
}

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer on ${base}`);
}
