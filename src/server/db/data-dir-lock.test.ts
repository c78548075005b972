// The data-directory lock: refused while its process runs, taken over once that process is gone,
// a zombie not yet reaped, or a pid reused by another process.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { currentOwner, DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const freshDir = () => mkdtempSync(join(tmpdir(), "ra-lock-"));
const lockFile = (dir: string) => join(dir, "server.lock");

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A process that sleeps until killed. */
function sleeper(script = "exec sleep 30") {
  const child = spawn("sh", ["-c", script], { stdio: ["ignore", "pipe", "ignore"] });
  children.push(child);
  return child;
}

const procState = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
};

async function until(check: () => boolean) {
  for (let tries = 0; tries < 200 && !check(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("lockDataDir", () => {
  it("refuses a directory another live process holds, naming DATABASE_URL", async () => {
    const dir = freshDir();
    const other = sleeper();
    const pid = other.pid ?? 0;
    await until(() => currentOwner(pid).startTicks !== undefined);
    writeFileSync(lockFile(dir), JSON.stringify(currentOwner(pid)));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/DATABASE_URL/);
  });

  it("still honours a lock from an earlier version (a bare pid) while that process runs", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), "1"); // pid 1 is always alive
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a stale lock whose owner is gone, and releases it", () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), "999999999");
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid });
    release();
    const again = lockDataDir(dir);
    again();
  });

  it("takes over from a zombie: a killed process its parent has not reaped", async () => {
    // The shell starts a short sleep in the background, then becomes a long sleep that never
    // waits for it: the short one, once ended, stays a zombie while the long one runs.
    const parent = sleeper("sleep 0.05 & echo $!; exec sleep 30");
    const pid = await new Promise<number>((resolve) =>
      parent.stdout?.once("data", (data: Buffer) => resolve(Number.parseInt(String(data), 10))),
    );
    const owner = currentOwner(pid);
    await until(() => procState(pid) === "Z");
    expect(procState(pid)).toBe("Z");
    const dir = freshDir();
    writeFileSync(lockFile(dir), JSON.stringify(owner));
    lockDataDir(dir)();
  });

  it("takes over when the pid now belongs to a process that started later", async () => {
    const other = sleeper();
    const pid = other.pid ?? 0;
    await until(() => currentOwner(pid).startTicks !== undefined);
    const reused = { ...currentOwner(pid), startTicks: "1" }; // the lock's process started at boot
    const dir = freshDir();
    writeFileSync(lockFile(dir), JSON.stringify(reused));
    lockDataDir(dir)();
  });
});
