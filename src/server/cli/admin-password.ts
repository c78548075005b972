// `npm run admin:password`: sets a new admin password, from a hidden prompt or from standard
// input for scripts (`echo "$PASSWORD" | npm run admin:password`). Signs out every admin session.
import { createInterface } from "node:readline";
import { setAdminPassword } from "../auth/admin-password.ts";
import { MIN_PASSWORD_LENGTH } from "../auth/password.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";

async function readFromStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, "");
}

function prompt(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing while the password is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => {
    if (s.startsWith(question)) process.stdout.write(question);
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

async function main() {
  const config = loadConfig();
  let password: string;
  if (process.stdin.isTTY) {
    password = await prompt("New admin password: ");
    if ((await prompt("Type it again: ")) !== password) throw new Error("The passwords differ.");
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
