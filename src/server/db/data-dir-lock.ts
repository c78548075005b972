// PGlite takes no lock of its own, and two processes on one directory silently lose writes. We
// hold an exclusive lock file naming this process. A lock is stale when the process it names is
// gone, and a pid that still answers a signal is not enough to say otherwise: after `kill -9` the
// old pid can linger as a zombie until its parent reaps it, or be reused by an unrelated process.
// So the file also records the process's start time (and the boot it started in), read from
// /proc on Linux: a lock is in use only while a live, non-zombie process with that pid started
// at that moment. Elsewhere, without /proc, a live pid is trusted as before.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** The process holding the directory, when known. */
    readonly ownerPid?: number,
  ) {
    super(message);
  }
}

/** Who holds a lock: the pid, and where /proc tells, when that process started. */
export interface LockOwner {
  pid: number;
  /** The process's start, in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  startTicks?: string;
  bootId?: string;
}

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** The state and start time of a process from /proc, or undefined when there is no such entry. */
function procStat(pid: number): { state: string; startTicks: string } | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: read after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  const startTicks = fields[19]; // field 22 overall
  return state && startTicks ? { state, startTicks } : undefined;
}

const hasProc = () => readOptional("/proc/self/stat") !== undefined;

export function currentOwner(pid = process.pid): LockOwner {
  const stat = procStat(pid);
  const bootId = readOptional("/proc/sys/kernel/random/boot_id");
  return {
    pid,
    ...(stat ? { startTicks: stat.startTicks } : {}),
    ...(bootId ? { bootId } : {}),
  };
}

function answersSignals(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Reads a lock file: JSON from this version, or a bare pid from earlier ones. */
function parseOwner(text: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "number") return Number.isInteger(value) ? { pid: value } : null;
    const owner = value as Partial<LockOwner>;
    return typeof owner.pid === "number" && Number.isInteger(owner.pid)
      ? (owner as LockOwner)
      : null;
  } catch {
    return null;
  }
}

/** Whether the process a lock file names is still the one running. */
export function isHeld(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // our own leftover, from a failed start
  if (!hasProc()) return answersSignals(owner.pid);
  const stat = procStat(owner.pid);
  if (!stat || stat.state === "Z" || stat.state === "X") return false; // gone, or dead unreaped
  const here = currentOwner(owner.pid);
  if (owner.bootId && here.bootId && owner.bootId !== here.bootId) return false; // before a reboot
  // A lock from an earlier version has no start time: trust the live pid, as it did.
  return owner.startTicks === undefined || owner.startTicks === stat.startTicks;
}

/** Takes the lock on `dataDir`; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", 0o600);
      writeSync(fd, JSON.stringify(currentOwner()));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = parseOwner(readOptional(lockPath) ?? "");
      if (owner && isHeld(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Real Access process (pid ${owner.pid}). ` +
            "The embedded database allows one process only; stop the other one, choose another " +
            "DATA_DIR, or set DATABASE_URL to a PostgreSQL server to run several instances.",
          owner.pid,
        );
      }
      rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
