// What a build was made from: one SHA-256 over the path and content of every source file, the
// build's configuration and the lock file. Content, not modification times: a fresh clone or
// `npm ci` touches every file's time without changing what would be built.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const INPUTS = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "vite.server.config.ts",
  "package-lock.json",
];
const FINGERPRINT_FILE = join(root, "dist", "build-fingerprint.txt");

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** The fingerprint of the sources as they are now. */
export function sourceFingerprint() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(`${relative(root, file)}\0`);
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

/** The fingerprint the build in dist/ was made from, or null when there is none. */
export function builtFingerprint() {
  return existsSync(FINGERPRINT_FILE) ? readFileSync(FINGERPRINT_FILE, "utf8").trim() : null;
}

export function writeBuildFingerprint() {
  writeFileSync(FINGERPRINT_FILE, `${sourceFingerprint()}\n`);
}
