// The registry of rate limits (./rate-limits.ts): a limit is taken by a registered bucket's name,
// so a misspelt or unregistered one fails the typecheck (the two @ts-expect-error lines below fail
// `tsc` if it ever stops refusing them), and no code writes a bucket's name as a loose string.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { RateLimit } from "./rate-limit.ts";
import { RATE_LIMITS, rateLimitOf } from "./rate-limits.ts";

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function serverCode(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverCode(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const code = serverCode(SERVER).map((file) => ({
  name: relative(SERVER, file),
  text: readFileSync(file, "utf8"),
}));

describe("the rate limits", () => {
  it("refuse a bucket the registry does not hold, at the typecheck", () => {
    // @ts-expect-error: "contat" is not a registered bucket.
    const misspelt = () => rateLimitOf("contat");
    // @ts-expect-error: a limit written by hand must still name a registered bucket.
    const loose: RateLimit = { bucket: "contat", max: 5, windowMs: 1000 };
    expect(typeof misspelt).toBe("function");
    expect(loose.max).toBe(5);
  });

  it("are each taken somewhere in the server, by name", () => {
    const unused = Object.keys(RATE_LIMITS).filter(
      (bucket) => !code.some(({ text }) => text.includes(`rateLimitOf("${bucket}")`)),
    );
    expect(unused).toEqual([]);
  });

  it("are never written with a bucket's name as a loose string", () => {
    const loose = code.flatMap(({ name, text }) =>
      [...text.matchAll(/\bbucket:\s*["'`]([^"'`]*)/g)].map(([, bucket]) => `${name}: ${bucket}`),
    );
    expect(loose).toEqual([]);
  });

  it("allow at least one hit in a window of some length", () => {
    for (const limit of Object.values(RATE_LIMITS)) {
      expect(limit.max).toBeGreaterThan(0);
      expect(limit.windowMs).toBeGreaterThanOrEqual(60_000);
    }
  });
});
