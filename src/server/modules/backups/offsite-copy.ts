// BACKUP_COMMAND: an owner's own command, run after each daily backup to copy the file
// off the machine (rclone, an S3 client, scp). It runs through /bin/sh in BACKUP_DIR with the
// file's path in BACKUP_FILE, so the path is never pasted into the command by us:
//   BACKUP_COMMAND='rclone copy "$BACKUP_FILE" offsite:real-access'
import { spawn } from "node:child_process";
import { dirname } from "node:path";

/** A copy that takes longer than this is stopped and counted as failed. */
const TIMEOUT_MS = 30 * 60_000;
/** The end of the command's error output kept for the Activity tab. */
const OUTPUT_KEPT = 300;

export class OffsiteCopyError extends Error {}

/** Runs `command` for `file`; rejects with what went wrong (exit code and its last words). */
export function runOffsiteCopy(command: string, file: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("/bin/sh", ["-c", command], {
      cwd: dirname(file),
      env: { ...process.env, BACKUP_FILE: file },
      stdio: ["ignore", "ignore", "pipe"],
      timeout: TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString("utf8")).slice(-OUTPUT_KEPT);
    });
    child.on("error", (error) => reject(new OffsiteCopyError(`BACKUP_COMMAND: ${error.message}`)));
    child.on("close", (code, killedBy) => {
      if (code === 0) return resolve();
      const how = killedBy ? `was stopped (${killedBy})` : `exited with code ${code}`;
      const said = errors.trim() ? `: ${errors.trim()}` : "";
      reject(new OffsiteCopyError(`BACKUP_COMMAND ${how}${said}`));
    });
  });
}
