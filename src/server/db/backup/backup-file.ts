// Writing a backup file. It goes to FILE.partial first and is renamed into place once whole, so an
// interrupted backup never leaves a cut-short file under the real name (or over a good one). Only
// its owner may read it: it holds visitors' messages and the admin password's hash.
import { statSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
import { BackupError } from "./backup-error.ts";

/** Why a file could not be written, in words; the system's code for anything unusual. */
export function describeFileError(error: unknown, path: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "ENOENT":
      return `Cannot write ${path}: the folder ${dirname(path)} does not exist.`;
    case "EACCES":
    case "EPERM":
      return `Cannot write ${path}: permission denied.`;
    case "EISDIR":
      return `Cannot write ${path}: it is a folder. Name a file in it instead.`;
    case "ENOTDIR":
      return `Cannot write ${path}: part of its path is a file, not a folder.`;
    case "EROFS":
      return `Cannot write ${path}: the file system is read-only.`;
    case "ENOSPC":
      return `Cannot write ${path}: the disk is full.`;
    default:
      return `Cannot write ${path}: ${(error as Error).message}`;
  }
}

/** Fails now, before a dump is taken, if `path` could not be written. */
export async function assertWritable(path: string): Promise<void> {
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(describeFileError({ code: "EISDIR" }, path));
  }
  const probe = `${path}.partial`;
  try {
    await (await open(probe, "w", 0o600)).close();
  } catch (error) {
    throw new BackupError(describeFileError(error, path));
  } finally {
    await rm(probe, { force: true });
  }
}

export async function writeBackupFile(path: string, text: string): Promise<void> {
  const partial = `${path}.partial`;
  try {
    const file = await open(partial, "w", 0o600);
    try {
      await file.writeFile(text, "utf8");
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupError(describeFileError(error, path));
  }
}
