// `npm run backup` and `npm run restore`: through a running server, from a data directory no
// server holds, into an empty one; and then the server starts on what was restored. Bad input
// ends with a message and a non-zero exit, never a stack trace. A process costs seconds, so the
// commands run in this process (the same code, with their settings passed in) and only the
// server, and one command to show a real exit code, get processes of their own. Restore's
// refusals and --force are in restore.test.
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.ts";
import { seedDatabase } from "../db/seed/index.ts";
import { emptyDataDir, emptyPostgresDatabase } from "../test/empty-databases.ts";
import { spawnScript } from "../test/spawn-script.ts";
import { BACKUP_USAGE, backupCommand } from "./backup-command.ts";
import { RESTORE_USAGE, restoreCommand } from "./restore-command.ts";
import { commandOutcome } from "./run-command.ts";

const PASSWORD = "a long enough admin password";
const postgresUrl = process.env.TEST_DATABASE_URL;
const SLOW = 300_000;
// Load shedding off, as in every test app: on a busy machine a server that has just started (and
// restored) can lag enough to turn the test's own requests away with 503 (seen in CI).
const BASE_ENV = {
  DATABASE_URL: "",
  ADMIN_PASSWORD: "",
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  MAX_EVENT_LOOP_DELAY_MS: "0",
};

/** What `npm run backup` or `npm run restore` would print, and its exit code. */
async function command(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  const settings = { ...BASE_ENV, ...env };
  const result =
    name === "backup"
      ? await commandOutcome(BACKUP_USAGE, () => backupCommand(args, settings))
      : await commandOutcome(RESTORE_USAGE, () => restoreCommand(args, settings));
  expect(result.output, "no stack trace").not.toMatch(/\n\s+at /);
  return result;
}

async function startServer(env: Record<string, string>) {
  const server = spawnScript("src/server/main.ts", {
    env: { ...BASE_ENV, ...env, LOG_LEVEL: "info" },
  });
  expect(await server.waitFor(" is serving http")).toMatch(/Real Access \S+ is serving http/);
  return {
    stop: async () => {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    },
  };
}

/** A visitor's contact message to the site at `origin`; resolves with the answer's status. */
async function sendMessage(origin: string, name: string, message: string): Promise<number> {
  const answer = await fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.org`, message }),
  });
  return answer.status;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe("npm run backup and npm run restore", () => {
  it("say what is wrong with bad input and exit non-zero", { timeout: SLOW }, async () => {
    const dir = emptyDataDir();
    // The one real process: what the person at the terminal sees, and the exit code.
    const missing = spawnScript("src/server/cli/backup.ts", {
      env: { ...BASE_ENV, DATA_DIR: dir },
    });
    expect(await missing.exited).toBe(2);
    expect(missing.output()).toBe("Name the backup file.\n\nUsage: npm run backup -- FILE\n");
    expect(await command("restore", [], { DATA_DIR: dir })).toEqual({
      code: 2,
      output: "Name the backup file.\n\nUsage: npm run restore -- [--force [--force]] FILE\n",
    });
    const unwritable = await command("backup", ["/no/such/folder/b.sql"], { DATA_DIR: dir });
    expect(unwritable.code).toBe(1);
    expect(unwritable.output).toMatch(/the folder \/no\/such\/folder does not exist/);
    const nothing = await command("backup", [join(dir, "b.sql")], { DATA_DIR: dir });
    expect(nothing.code).toBe(1);
    expect(nothing.output).toMatch(/There is no database in/);

    const corrupt = join(dir, "corrupt.sql");
    writeFileSync(corrupt, "-- PostgreSQL database dump\nCREATE TABLE half");
    const refused = await command("restore", [corrupt], { DATA_DIR: join(dir, "target") });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/corrupt\.sql is incomplete/);
    const absent = await command("restore", ["--force", join(dir, "absent.sql")], {
      DATA_DIR: dir,
    });
    expect(absent).toEqual({ code: 1, output: `${join(dir, "absent.sql")} does not exist.\n` });
  });

  // On PGlite only: a run on PostgreSQL (TEST_DATABASE_URL) has the test after this one instead.
  it.skipIf(postgresUrl)(
    "back up a running site, restore it elsewhere, and the server starts on it",
    {
      timeout: SLOW,
    },
    async () => {
      const site = emptyDataDir();
      const port = String(await freePort());
      const origin = `http://127.0.0.1:${port}`;
      const first = await startServer({ DATA_DIR: site, PORT: port, ADMIN_PASSWORD: PASSWORD });
      expect(await sendMessage(origin, "Ada", "Is there step-free access?")).toBe(201);

      // The server holds the data directory, so it takes the backup, given the admin password.
      const live = join(site, "live.sql");
      const viaServer = await command("backup", [live], {
        DATA_DIR: site,
        PORT: port,
        ADMIN_PASSWORD: PASSWORD,
      });
      expect(viaServer.code).toBe(0);
      expect(viaServer.output).toMatch(
        /^Backup written to .*live\.sql: \d+ KB in [\d.]+ s \(taken by the running server\)\.\n$/,
      );
      expect(readFileSync(live, "utf8")).toContain("Is there step-free access?");
      const busy = await command("restore", [live], { DATA_DIR: site });
      expect(busy.code).toBe(1);
      expect(busy.output).toMatch(
        /A running server holds .* \(pid \d+\)\. Stop it before restoring/,
      );
      await first.stop();

      // Stopped: read from the data directory, no password needed.
      const cold = join(site, "cold.sql");
      const direct = await command("backup", [cold], { DATA_DIR: site });
      expect(direct.code).toBe(0);
      expect(direct.output).toMatch(/\(read from .*\)\.\n$/);

      const elsewhere = emptyDataDir();
      const restored = await command("restore", [cold], { DATA_DIR: elsewhere });
      expect(restored.code).toBe(0);
      expect(restored.output).toMatch(
        /^Restored .*cold\.sql into the embedded database in .*: \d+ tables, \d+ rows, \d+ migrations\./,
      );

      // The restored site: the same admin password, the same messages, new rows with new ids.
      const second = await startServer({ DATA_DIR: elsewhere, PORT: port });
      const auth = { authorization: `Bearer ${PASSWORD}` };
      const messages = await (
        await fetch(`${origin}/api/contact-requests`, { headers: auth })
      ).json();
      expect(JSON.stringify(messages)).toContain("Is there step-free access?");
      expect(await sendMessage(origin, "Ben", "Sent after the restore, please.")).toBe(201);
      await second.stop();
    },
  );

  it.runIf(postgresUrl)(
    "back up PostgreSQL with pg_dump and restore into an empty database",
    { timeout: SLOW },
    async () => {
      const from = await emptyPostgresDatabase(postgresUrl ?? "");
      const source = await openDatabase({ databaseUrl: from, dataDir: "" });
      await source.migrate();
      await seedDatabase(source.db);
      await source.close();
      const file = join(emptyDataDir(), "pg.sql");
      const backup = await command("backup", [file], { DATABASE_URL: from });
      expect(backup.code).toBe(0);
      expect(backup.output).toMatch(/\(PostgreSQL, with pg_dump\)\.\n$/);
      const to = await emptyPostgresDatabase(postgresUrl ?? "");
      const restore = await command("restore", [file], { DATABASE_URL: to });
      expect(restore.code).toBe(0);
      expect(restore.output).toMatch(
        /into the PostgreSQL database real_access_backups_\w+ on [^:]+:\d+: \d+ tables/,
      );
      expect(restore.output).not.toContain("real_access@"); // no credentials in what it prints
    },
  );

  it.runIf(postgresUrl)(
    "refuses --force on PostgreSQL while another connection is open, unless given twice",
    { timeout: SLOW },
    async () => {
      const url = await emptyPostgresDatabase(postgresUrl ?? "");
      const running = await openDatabase({ databaseUrl: url, dataDir: "" });
      await running.migrate();
      await seedDatabase(running.db);
      const file = join(emptyDataDir(), "pg.sql");
      expect((await command("backup", [file], { DATABASE_URL: url })).code).toBe(0);
      try {
        // A "running server": its pool holds a connection open.
        await running.db.execute(sql`select 1`);
        const refused = await command("restore", ["--force", file], { DATABASE_URL: url });
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(
          /^1 other connection is open to this database \(.+\), most likely running Real Access servers\. --force would replace the data under them\. Stop them and run the restore again, or give --force twice to restore anyway\.\n$/,
        );
        const forced = await command("restore", ["--force", "--force", file], {
          DATABASE_URL: url,
        });
        expect(forced.code).toBe(0);
      } finally {
        await running.close();
      }
      // With nothing else connected, once is enough.
      expect((await command("restore", ["--force", file], { DATABASE_URL: url })).code).toBe(0);
    },
  );
});
