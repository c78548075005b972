// `npm run backup` while the server runs on the embedded database: the server holds the data
// directory (only one process may open it), so the command asks the server for the backup,
// signing in as other admin scripts do, with the admin password (or an owner's personal API token,
// which wrong passwords never pause) as a Bearer token.
import type { Config } from "../config.ts";
import { BackupError } from "../db/backup/backup-error.ts";
import { openDump } from "../db/backup/dump-file.ts";
import { BACKUP_PATH } from "../modules/backups/routes.ts";
import { promptHidden, readFromStdin } from "./prompt.ts";

/** Where this machine reaches the server: its HOST, or loopback when it listens everywhere. */
export function serverOrigin(config: Pick<Config, "HOST" | "PORT">): string {
  const host = ["0.0.0.0", "::", "[::]"].includes(config.HOST) ? "127.0.0.1" : config.HOST;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${config.PORT}`;
}

async function adminPassword(config: Config): Promise<string> {
  if (config.ADMIN_PASSWORD) return config.ADMIN_PASSWORD;
  const password = process.stdin.isTTY
    ? await promptHidden(
        "The server is running, so it takes the backup. Admin password (or an owner's API token): ",
      )
    : await readFromStdin();
  if (!password) {
    throw new BackupError(
      "The server is running, so it takes the backup, and it needs the admin password: set " +
        "ADMIN_PASSWORD, type it when asked, or pipe it in (or an owner's API token, ra_…).",
    );
  }
  return password;
}

/** The `error` of a JSON answer, or the text as it came. */
function errorOf(text: string): string {
  try {
    return (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    return text;
  }
}

export async function backupFromServer(config: Config): Promise<string> {
  const origin = serverOrigin(config);
  const password = await adminPassword(config);
  let response: Response;
  try {
    response = await fetch(`${origin}${BACKUP_PATH}`, {
      headers: { authorization: `Bearer ${password}` },
    });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new BackupError(
      `The data directory ${config.DATA_DIR} is in use by a server, but nothing answers at ` +
        `${origin} (${reason}). Run this command with the server's HOST and PORT.`,
    );
  }
  const text = await response.text();
  if (response.status === 401) throw new BackupError("The server refused the admin password.");
  if (response.status === 429) {
    // The server's own words say what is paused (the owner's password, or this address) and for
    // how long; what this command can do instead is ours to add.
    const stopServer = config.DATA_DIR.startsWith("memory://")
      ? ""
      : `; or stop the server, and this command reads ${config.DATA_DIR} itself`;
    throw new BackupError(
      `The server refused to sign in with the admin password: ${errorOf(text)} Wait and run ` +
        "this again; or give an owner's personal API token (ra_…) instead of the password " +
        `(unset ADMIN_PASSWORD and type or pipe it in), which wrong passwords do not pause${stopServer}.`,
    );
  }
  if (!response.ok) {
    throw new BackupError(
      `The server could not take the backup (${response.status}): ${errorOf(text)}`,
    );
  }
  openDump(text, "The server's backup"); // arrived whole: its checksum matches
  return text;
}
