// The daily backup: one file a UTC day, the newest BACKUP_KEEP kept, one writer among instances.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../config.ts";
import { setSetting } from "../../db/app-settings.ts";
import { openDump } from "../../db/backup/dump-file.ts";
import { testClock } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { backupDay, checkBackupDir } from "./backup-dir.ts";
import { runDailyBackup, startDailyBackups } from "./schedule.ts";

const database = await createTestDatabase();
afterAll(() => database.close());
const clock = testClock(new Date("2026-03-01T00:10:00Z"));
const dir = mkdtempSync(join(tmpdir(), "ra-backups-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = () => runDailyBackup({ database, dir, keep: 2, now: clock.now });
const files = () => readdirSync(dir).sort();
const DAY = 24 * 60 * 60_000;

describe("the daily backup", () => {
  it("writes one backup a day, named by its date, that restores", async () => {
    const first = await run();
    expect(first).toMatchObject({
      status: "written",
      file: join(dir, "real-access-2026-03-01.sql"),
    });
    expect(openDump(readFileSync(join(dir, "real-access-2026-03-01.sql"), "utf8"), "it")).toMatch(
      /^CREATE TABLE public\.quick_solutions /m,
    );
    clock.advance(20 * 60 * 60_000); // later the same day
    expect(await run()).toEqual({ status: "already written today" });
    expect(files()).toEqual(["real-access-2026-03-01.sql"]);
  });

  it("keeps the newest BACKUP_KEEP, leaving other files alone", async () => {
    writeFileSync(join(dir, "notes.txt"), "mine");
    clock.advance(DAY);
    await run();
    clock.advance(DAY);
    const third = await run();
    expect(third).toMatchObject({ status: "written", pruned: ["real-access-2026-03-01.sql"] });
    expect(files()).toEqual([
      "notes.txt",
      "real-access-2026-03-02.sql",
      "real-access-2026-03-03.sql",
    ]);
  });

  it("is written by one of several instances trying at once", async () => {
    clock.advance(DAY);
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.filter((r) => r.status === "written")).toHaveLength(1);
    expect(await run()).toEqual({ status: "already written today" });
  });

  it("writes today's file after a restore, whatever day the restored data last backed up", async () => {
    clock.advance(DAY);
    // A database restored from a backup made earlier today, into a site whose BACKUP_DIR lacks
    // today's file: the day the old site recorded must not stop this one's backup.
    await setSetting(database.db, "backup_last_day", backupDay(clock.now()));
    expect(await run()).toMatchObject({ status: "written" });
  });

  it("waits for nobody: another holder of the lock means another instance is writing", async () => {
    clock.advance(DAY);
    const inside = await database.tryWithLock("daily-backup", run);
    expect(inside).toEqual({ ran: true, value: { status: "another instance is writing it" } });
  });

  it("starts with a check, and stops after a backup in progress", async () => {
    clock.advance(DAY);
    const logged: string[] = [];
    const log = { info: (_: object, message: string) => logged.push(message), error: () => {} };
    const stop = startDailyBackups({ database, dir, keep: 2, log, now: clock.now });
    await stop();
    expect(logged).toEqual(["daily backup written"]);
    expect(files()).toContain(`real-access-${backupDay(clock.now())}.sql`);
  });
});

describe("BACKUP_DIR at start", () => {
  it("is created when missing", async () => {
    const fresh = join(dir, "nested", "backups");
    await checkBackupDir(fresh, "pglite");
    expect(readdirSync(fresh)).toEqual([]);
  });

  it("stops the server, naming the variable, when it cannot be written", async () => {
    const file = join(dir, "notes.txt");
    await expect(checkBackupDir(join(file, "backups"), "pglite")).rejects.toThrow(ConfigError);
    await expect(checkBackupDir(join(file, "backups"), "pglite")).rejects.toThrow(
      /BACKUP_DIR: cannot write to .*notes\.txt\/backups/,
    );
  });
});
