// `npm run admin:password [username]`: sets a person's password (the `owner` account's when no
// name is given), from a hidden prompt or from standard input for scripts
// (`echo "$PASSWORD" | npm run admin:password`). Signs out every session of that person. The way
// back in for an owner who has lost every password and passkey.
import {
  findUserByUsername,
  OWNER_USERNAME,
  setOwnerPassword,
  setUserPassword,
} from "../auth/accounts.ts";
import { passwordProblem } from "../auth/password-strength.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { promptHidden, readFromStdin } from "./prompt.ts";

async function main() {
  const config = loadConfig();
  const username = (process.argv[2] ?? OWNER_USERNAME).trim().toLowerCase();
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden(`New password for ${username}: `);
    if ((await promptHidden("Type it again: ")) !== password)
      throw new Error("The passwords differ.");
  } else {
    password = await readFromStdin();
  }
  const problem = await passwordProblem(password, [username]);
  if (problem) throw new Error(problem);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    if (username === OWNER_USERNAME) {
      await setOwnerPassword(database.db, password);
    } else {
      const user = await findUserByUsername(database.db, username);
      if (!user) throw new Error(`No account is named ${username}.`);
      await setUserPassword(database.db, user.id, password);
    }
  } finally {
    await database.close();
  }
  console.log(`Password updated for ${username}. Their sessions have all been signed out.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
