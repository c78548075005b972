// `npm run admin:password`: sets a new admin password, from a hidden prompt or from standard
// input for scripts (`echo "$PASSWORD" | npm run admin:password`). Signs out every admin session.
import { setAdminPassword } from "../auth/admin-password.ts";
import { MIN_PASSWORD_LENGTH } from "../auth/password.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { promptHidden, readFromStdin } from "./prompt.ts";

async function main() {
  const config = loadConfig();
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden("New admin password: ");
    if ((await promptHidden("Type it again: ")) !== password)
      throw new Error("The passwords differ.");
  } else {
    password = await readFromStdin();
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    await setAdminPassword(database.db, password);
  } finally {
    await database.close();
  }
  console.log("Admin password updated. Every admin session has been signed out.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
