// Writing a backup file. It goes to FILE.partial first and is renamed into place once whole, so an
// interrupted backup never leaves a cut-short file under the real name (or over a good one). Only
// its owner may read it: it holds visitors' messages and the admin password's hash.
//
// Whoever else can write to the folder could plant FILE.partial as a symbolic link, for the backup
// to overwrite (or create) the file it points at, or swap it for one before the rename, for the
// off-site copy to send that file. So the partial file is always a new one, made
// exclusively without following a link, and only the file this process made is renamed into place.
import { constants, type Stats, statSync } from "node:fs";
import { type FileHandle, lstat, open, rename, unlink } from "node:fs/promises";
import { dirname } from "node:path";
import { BackupError } from "./backup-error.ts";

/** A new file only: never an existing one, never through a link (O_NOFOLLOW is not on Windows). */
const CREATE_NEW =
  constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0);

/** Something at FILE.partial that no backup made, left where it is for a person to look at. */
class NotOurs extends Error {
  constructor(what: "a symbolic link" | "not a file" | "replaced") {
    super(
      what === "replaced"
        ? "was replaced by something else while the backup was written"
        : `is ${what}, which no backup makes: it was left alone`,
    );
  }
}

/** Why a file could not be written, in words; the system's code for anything unusual. */
export function describeFileError(error: unknown, path: string): string {
  if (error instanceof NotOurs) {
    return (
      `Cannot write ${path}: ${path}.partial ${error.message}. Check who else can write to ` +
      `${dirname(path)}.`
    );
  }
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
    const file = await createPartial(probe);
    const made = await file.stat();
    await file.close();
    await removeIfOurs(probe, made);
  } catch (error) {
    throw new BackupError(describeFileError(error, path));
  }
}

/** For tests: `beforeRename` runs at the last moment before the rename, to swap the file there. */
export interface WriteHooks {
  beforeRename?: (partial: string) => void;
}

export async function writeBackupFile(
  path: string,
  text: string,
  hooks: WriteHooks = {},
): Promise<void> {
  const partial = `${path}.partial`;
  let file: FileHandle | undefined;
  let made: Stats | undefined;
  try {
    file = await createPartial(partial);
    made = await file.stat();
    await file.writeFile(text, "utf8");
    await file.sync();
    await file.close();
    file = undefined;
    // Only the file made above goes under the backup's name, whatever is at FILE.partial now;
    // rename moves a link itself and never follows one, so nothing is written anywhere else.
    if (!(await isOurs(partial, made))) throw new NotOurs("replaced");
    hooks.beforeRename?.(partial);
    await rename(partial, path);
    if (!(await isOurs(path, made))) {
      // Swapped between the check and the rename: the name must not lead to what was put there.
      await unlink(path).catch(() => {});
      throw new NotOurs("replaced");
    }
  } catch (error) {
    await file?.close();
    if (made) await removeIfOurs(partial, made);
    throw new BackupError(describeFileError(error, path));
  }
}

/**
 * Makes FILE.partial afresh, readable by its owner only. A regular file there was left by a backup
 * that was interrupted, and is removed first (unlink removes a link itself, never what it points
 * at); anything else there, a symbolic link above all, is refused and left alone.
 */
async function createPartial(partial: string): Promise<FileHandle> {
  const found = await lstat(partial).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (found?.isSymbolicLink()) throw new NotOurs("a symbolic link");
  if (found && !found.isFile()) throw new NotOurs("not a file");
  if (found) await unlink(partial);
  try {
    return await open(partial, CREATE_NEW, 0o600);
  } catch (error) {
    // Something appeared there since it was looked at (EEXIST), or a link did (ELOOP).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" || code === "ELOOP") throw new NotOurs("replaced");
    throw error;
  }
}

/** Whether `path` is the very file this process made (not a link to it, nor another file). */
async function isOurs(path: string, made: Stats): Promise<boolean> {
  const found = await lstat(path).catch(() => null);
  return Boolean(found?.isFile() && found.dev === made.dev && found.ino === made.ino);
}

/** Removes FILE.partial if it is still the file this process made; never anything else. */
async function removeIfOurs(partial: string, made: Stats): Promise<void> {
  if (await isOurs(partial, made)) await unlink(partial).catch(() => {});
}
