// Builds the site when the build is missing or was made from other sources (`npm start`, `npm run
// lighthouse`), judged by content (build-fingerprint.mjs). After a production install (`npm ci
// --omit=dev`) the build tools are absent: then an existing build is served as it is, and only a
// missing one stops the start. Exits the process when a build fails.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { builtFingerprint, sourceFingerprint } from "./build-fingerprint.mjs";

const root = new URL("..", import.meta.url).pathname;
const OUTPUTS = ["dist/server/main.js", "dist/server/entry-server.js", "dist/client/index.html"];

const hasBuild = () => OUTPUTS.every((path) => existsSync(join(root, path)));
const hasBuildTools = () => existsSync(join(root, "node_modules", "vite", "package.json"));

export function buildIfStale() {
  const built = hasBuild();
  if (built && builtFingerprint() === sourceFingerprint()) return;
  if (!hasBuildTools()) {
    if (built) return; // a production install serves the build it was given
    console.error(
      "There is no build in dist/, and the build tools are not installed (a production install). " +
        "Build first with the development dependencies: npm ci && npm run build.",
    );
    process.exit(1);
  }
  console.log(
    built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…",
  );
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
