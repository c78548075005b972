// `npm test`: unit and API tests (Vitest), then a production build, its first-load JavaScript
// budgets and the browser tests (Playwright with axe) against it. Stops at the first failing stage.
import "./require-node.mjs";
import { spawnSync } from "node:child_process";
import { findChromium } from "./find-chromium.mjs";

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (${took})`);
    process.exit(result.status ?? 1);
  }
  console.log(`${label}: ${took}`);
}

let chromePath;
try {
  chromePath = await findChromium({ headlessShell: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

run("Unit, API and rendering tests (Vitest)", "npx", ["vitest", "run"]);
run("Production build", "npm", ["run", "build"]);
run("First-load JavaScript budgets", "node", ["scripts/bundle-size.mjs"]);
run("Browser tests with axe (Playwright, Chromium)", "npx", ["playwright", "test"], {
  CHROME_PATH: chromePath,
});
console.log("\n✔ All test stages passed");
