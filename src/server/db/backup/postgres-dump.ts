// pg_dump for PostgreSQL: the client tools' own program, run against DATABASE_URL.
import { spawn } from "node:child_process";
import { BackupError } from "./backup-error.ts";

/**
 * Runs pg_dump and returns the dump. The password travels in the child's environment, not on
 * its command line, where other users of the machine could read it (`ps`).
 */
export function dumpPostgres(databaseUrl: string, options: string[]): Promise<string> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", [...options, `--dbname=${url}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              "pg_dump was not found. Backing up PostgreSQL needs its client tools on this " +
                "machine's PATH (on Debian or Ubuntu: apt-get install postgresql-client), in a " +
                "version no older than the server's.",
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else reject(new BackupError(`pg_dump failed: ${errors.trim() || `exit code ${code}`}`));
    });
  });
}
