// Builds the site when the build is missing or older than its sources (`npm start`, `npm run
// lighthouse`). Exits the process when the build fails.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const outputs = ["dist/server/main.js", "dist/server/entry-server.js", "dist/client/index.html"];
const inputs = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "vite.server.config.ts",
  "package-lock.json",
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(join(path, name))));
}

export function buildIfStale() {
  const builtAt = Math.min(
    ...outputs.map((path) =>
      existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0,
    ),
  );
  if (builtAt >= Math.max(...inputs.map(newestMtime))) return;
  console.log(
    builtAt === 0 ? "No build yet: building…" : "Sources changed since the last build: rebuilding…",
  );
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
