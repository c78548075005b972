// Measures cold start to the first 200 of the built server: from spawning the process on a new,
// empty data directory (initdb, migrate, seed) and again on the now-existing one.
// Usage: npm run build && node scripts/measure-start.mjs
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = 3299;
const dataDir = mkdtempSync(join(tmpdir(), "ra-measure-"));

async function timeToFirst200(label) {
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/advice-and-solutions`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  console.log(`${label}: first 200 after ${Math.round(performance.now() - started)} ms`);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

await timeToFirst200("new data directory (initdb + migrate + seed)");
await timeToFirst200("existing data directory");
rmSync(dataDir, { recursive: true, force: true });
