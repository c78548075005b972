// One way off the event loop (decision 032): work leaves the main thread through the pool in this
// folder, in its lanes, with their time limits and per-person fairness. A worker started by hand
// elsewhere, a second pool, or a queue of its own in front of some work, would bypass all three,
// as the feed parser's own worker and the images' p-limit queue once did.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SERVER = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Where each way of making threads or queues may appear, relative to src/server. The embedded
 * database is a thread of its own, not work (decision 041); the page renders' queue bounds renders
 * on the main thread itself (decision 026), it sends nothing off it.
 */
const ALLOWED: Record<string, RegExp> = {
  "a worker thread started by hand": /^(off-thread|db\/embedded)\//,
  "a piscina pool": /^off-thread\/(run-off-thread|worker)\.(test\.)?ts$/,
  "p-limit": /^render\/pages\.ts$/,
};

const PATTERNS: Record<string, RegExp> = {
  "a worker thread started by hand": /new\s+Worker\s*\(|from\s+["']node:worker_threads["']/,
  "a piscina pool": /new\s+Piscina\s*\(|from\s+["']piscina["']/,
  "p-limit": /from\s+["']p-limit["']|import\(\s*["']p-limit["']\s*\)/,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one way off the event loop", () => {
  it("has no worker, pool or queue of its own outside the off-thread pool", () => {
    const found: string[] = [];
    for (const file of sourceFiles(SERVER)) {
      const name = relative(SERVER, file);
      const text = readFileSync(file, "utf8");
      for (const [what, pattern] of Object.entries(PATTERNS)) {
        if (pattern.test(text) && !ALLOWED[what]?.test(name)) found.push(`${name}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });
});
