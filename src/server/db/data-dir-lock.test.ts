import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const freshDir = () => mkdtempSync(join(tmpdir(), "ra-lock-"));

describe("lockDataDir", () => {
  it("refuses a directory another live process holds, naming DATABASE_URL", () => {
    const dir = freshDir();
    // pid 1 is always alive: another process holds the lock.
    writeFileSync(join(dir, "server.lock"), "1");
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/DATABASE_URL/);
  });

  it("takes over a stale lock whose owner is gone, and releases it", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "server.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    const again = lockDataDir(dir);
    again();
  });
});
