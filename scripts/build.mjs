// `npm run build`: the browser bundle, then the server bundle (the server and its command-line
// tools) with the SQL migrations and an empty PGlite data directory beside it, then the
// fingerprint of the sources it was built from, by which `npm start` tells whether the build is
// stale (build-fingerprint.mjs).
import "./require-node.mjs";
import { spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import { writeBuildFingerprint } from "./build-fingerprint.mjs";
import { writePgliteTemplate } from "./pglite-template.mjs";

for (const args of [["build"], ["build", "--ssr", "--config", "vite.server.config.ts"]]) {
  const step = spawnSync("vite", args, { stdio: "inherit", shell: false });
  if (step.error) throw step.error;
  if (step.status !== 0) process.exit(step.status ?? 1);
}
// The server applies these at start; a production install has the build but not the sources.
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
await writePgliteTemplate("dist/server/pglite-template.tar.gz");
writeBuildFingerprint();
