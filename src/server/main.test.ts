// The process entry, run for real: configuration errors and the data-directory lock stop a start
// with a clear message (README › Configuration; decision 001). Each spawn costs seconds, so only
// what needs a separate process gets one; the effect of the password command is read back
// in-process.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureOwnerPassword, findUserByUsername, OWNER_USERNAME } from "./auth/accounts.ts";
import { verifyPassword } from "./auth/password.ts";
import { openDatabase } from "./db/connection.ts";
import { spawnScript } from "./test/spawn-script.ts";

const start = (env: Record<string, string>, script = "src/server/main.ts", input?: string) =>
  spawnScript(script, {
    env: { LOG_LEVEL: "info", ...env },
    ...(input === undefined ? {} : { input }),
  });

// Every process here runs on PGlite, so a run on PostgreSQL (TEST_DATABASE_URL) has nothing to add.
describe.skipIf(process.env.TEST_DATABASE_URL)("starting the server", () => {
  // One process for every bad setting: each rule has its own test in config.test.ts; this shows
  // the process stops and names each variable.
  it("refuses bad settings, naming each variable", async () => {
    const server = start({
      PORT: "eighty",
      METRICS_TOKEN: "secret",
      MAX_EVENT_LOOP_DELAY_MS: "fast",
      NOTIFY_MODE: "weekly",
      DATA_DIR: "memory://",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: /);
    expect(server.output()).toMatch(/METRICS_TOKEN: must be at least 16 characters/);
    expect(server.output()).toMatch(/MAX_EVENT_LOOP_DELAY_MS: must be a number of milliseconds/);
    expect(server.output()).toMatch(/NOTIFY_MODE: must be immediate or digest/);
  });

  it("refuses a BACKUP_DIR it cannot write, naming it", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "ra-main-")), "a-file");
    writeFileSync(file, "not a directory");
    const server = start({
      DATA_DIR: "memory://",
      SEED: "false",
      BACKUP_DIR: join(file, "backups"),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/BACKUP_DIR: cannot write to .*a-file\/backups/);
  }, 60_000);

  it("refuses a second process on the same data directory, then closes cleanly", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ra-main-"));
    const first = start({ DATA_DIR: dataDir, PORT: "0", SEED: "false" });
    const firstOutput = await first.waitFor(" is serving http");
    expect(firstOutput).toContain("pglite database");
    // JSON lines with ISO times, which log collectors and people both read.
    expect(firstOutput).toMatch(/^\{"level":30,"time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z",/m);
    // No ADMIN_PASSWORD and none stored: one is generated and shown once.
    expect(firstOutput).toMatch(/generated\. It is shown only this once:\s+[A-Za-z0-9_-]{24}\s/);

    const second = start({ DATA_DIR: dataDir, PORT: "0", SEED: "false" });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Real Access process/);
    expect(second.output()).toMatch(/DATABASE_URL/);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    // npm run admin:password, fed from standard input, then a restart keeps quiet about passwords.
    const cli = start(
      { DATA_DIR: dataDir },
      "src/server/cli/admin-password.ts",
      "a brand new passphrase for the owner\n",
    );
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain("Password updated for owner");
    // What the next start reads: the new password, and nothing to generate or announce.
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const stored = (await findUserByUsername(database.db, OWNER_USERNAME))?.passwordHash;
      expect(await verifyPassword("a brand new passphrase for the owner", stored ?? "")).toBe(true);
      expect(await ensureOwnerPassword(database.db, undefined)).toEqual({ generated: null });
    } finally {
      await database.close();
    }
  }, 180_000);
});
