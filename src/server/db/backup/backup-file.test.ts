// A backup is written through FILE.partial, which someone who can write to the folder could plant
// as a symbolic link: the backup must never write, truncate or create through one.
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError } from "./backup-error.ts";
import { assertWritable, writeBackupFile } from "./backup-file.ts";

const root = mkdtempSync(join(tmpdir(), "ra-backup-file-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
/** A fresh backup folder, and a file outside it for a planted link to point at. */
function scene() {
  count += 1;
  const dir = mkdtempSync(join(root, "dir-"));
  const file = join(dir, "backup.sql");
  return { file, partial: `${file}.partial`, target: join(root, `elsewhere-${count}`) };
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe("writeBackupFile", () => {
  it("writes the file whole, readable by its owner only, and leaves no partial file", async () => {
    const { file, partial } = scene();
    await writeBackupFile(file, "-- dump\n");
    expect(readFileSync(file, "utf8")).toBe("-- dump\n");
    expect(mode(file)).toBe(0o600);
    expect(existsSync(partial)).toBe(false);
  });

  it("does not write through a symbolic link planted at FILE.partial", async () => {
    const { file, partial, target } = scene();
    writeFileSync(target, "someone else's file\n", { mode: 0o644 });
    symlinkSync(target, partial);
    await expect(writeBackupFile(file, "-- dump\n")).rejects.toThrow(BackupError);
    await expect(writeBackupFile(file, "-- dump\n")).rejects.toThrow(/symbolic link/);
    expect(readFileSync(target, "utf8")).toBe("someone else's file\n");
    expect(mode(target)).toBe(0o644);
    expect(existsSync(file)).toBe(false);
    // Left for the person who looks after the server to see (and remove).
    expect(lstatSync(partial).isSymbolicLink()).toBe(true);
  });

  it("does not create a file through a dangling link planted at FILE.partial", async () => {
    const { file, partial, target } = scene();
    symlinkSync(target, partial);
    await expect(writeBackupFile(file, "-- dump\n")).rejects.toThrow(BackupError);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(file)).toBe(false);
  });

  it("replaces a partial file left by an interrupted backup", async () => {
    const { file, partial } = scene();
    writeFileSync(partial, "-- cut short", { mode: 0o644 });
    await writeBackupFile(file, "-- dump\n");
    expect(readFileSync(file, "utf8")).toBe("-- dump\n");
    expect(mode(file)).toBe(0o600);
    expect(existsSync(partial)).toBe(false);
  });

  it("replaces a link at FILE itself rather than writing through it", async () => {
    const { file, target } = scene();
    writeFileSync(target, "someone else's file\n");
    symlinkSync(target, file);
    await writeBackupFile(file, "-- dump\n");
    expect(readFileSync(target, "utf8")).toBe("someone else's file\n");
    expect(lstatSync(file).isFile()).toBe(true);
    expect(readFileSync(file, "utf8")).toBe("-- dump\n");
  });

  it("does not rename into place a partial file swapped for a link while it was written", async () => {
    const { file, target } = scene();
    writeFileSync(target, "a secret the off-site copy must not send\n");
    // Swapped after the last check, just before the rename.
    const swap = (partial: string) => {
      rmSync(partial);
      symlinkSync(target, partial);
    };
    await expect(writeBackupFile(file, "-- dump\n", { beforeRename: swap })).rejects.toThrow(
      BackupError,
    );
    expect(readFileSync(target, "utf8")).toBe("a secret the off-site copy must not send\n");
    // Nothing under the backup's name leads to the other file.
    expect(lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false).toBe(false);
  });
});

describe("assertWritable", () => {
  it("does not truncate a file through a link planted at FILE.partial", async () => {
    const { file, partial, target } = scene();
    writeFileSync(target, "someone else's file\n");
    symlinkSync(target, partial);
    await expect(assertWritable(file)).rejects.toThrow(BackupError);
    expect(readFileSync(target, "utf8")).toBe("someone else's file\n");
  });

  it("passes for a folder it can write to, and leaves nothing behind", async () => {
    const { file, partial } = scene();
    await assertWritable(file);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(file)).toBe(false);
  });
});
