// The daily backup: one file a UTC day, the newest BACKUP_KEEP kept, one writer among instances.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../config.ts";
import { setSetting } from "../../db/app-settings.ts";
import { openDump } from "../../db/backup/dump-file.ts";
import type { JobObserver } from "../../jobs/run-job.ts";
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
    const job = startDailyBackups({ database, dir, keep: 2, log, now: clock.now });
    await job.stop();
    expect(logged).toEqual(["daily backup written"]);
    expect(files()).toContain(`real-access-${backupDay(clock.now())}.sql`);
  });
});

describe("BACKUP_COMMAND, the off-site copy", () => {
  type Ran = Parameters<JobObserver["ran"]>[0];
  const startWith = (offsiteCommand: string) => {
    const runs: Ran[] = [];
    const copies: string[] = [];
    let ran: (run: Ran) => void = () => {};
    const job = startDailyBackups({
      database,
      dir,
      keep: 2,
      log: { info: () => {}, error: () => {} },
      offsiteCommand,
      observer: {
        ran: (run) => {
          runs.push(run);
          ran(run);
        },
      },
      backups: { written: () => {}, copied: (outcome) => void copies.push(outcome) },
      now: clock.now,
    });
    /** Resolves with how the next run went. */
    const nextRun = () => new Promise<Ran>((resolve) => (ran = resolve));
    const runAgain = () => {
      const run = nextRun();
      job.trigger();
      return run;
    };
    return { runs, copies, job, nextRun, runAgain };
  };
  const offsite = mkdtempSync(join(tmpdir(), "ra-offsite-"));
  afterAll(() => rmSync(offsite, { recursive: true, force: true }));

  it("copies each new backup with the file's path in BACKUP_FILE, and says so", async () => {
    clock.advance(DAY);
    const { runs, copies, job, nextRun } = startWith(`cp "$BACKUP_FILE" '${offsite}/'`);
    await nextRun();
    await job.stop();
    expect(readdirSync(offsite)).toEqual([`real-access-${backupDay(clock.now())}.sql`]);
    expect(copies).toEqual(["ok"]);
    expect(runs).toMatchObject([
      {
        outcome: "ok",
        summary: expect.stringMatching(
          /^Wrote real-access-[\d-]+\.sql \(\d+ KB\) and copied it off-site$/,
        ),
      },
    ]);
  });

  it("fails the run when the copy fails, in the command's words, and copies at the next check", async () => {
    clock.advance(DAY);
    const down = join(offsite, "down");
    writeFileSync(down, "");
    const { runs, copies, job, nextRun, runAgain } = startWith(
      `if [ -e '${down}' ]; then echo "offsite: no route to host" >&2; exit 3; fi`,
    );
    await nextRun(); // the check at start
    expect(runs).toMatchObject([
      {
        outcome: "failed",
        error: expect.stringMatching(
          /^Wrote real-access-[\d-]+\.sql \(\d+ KB\), but BACKUP_COMMAND exited with code 3: offsite: no route to host$/,
        ),
      },
    ]);
    rmSync(down);
    expect(await runAgain()).toMatchObject({
      outcome: "ok",
      summary: `Copied real-access-${backupDay(clock.now())}.sql off-site`,
    });
    expect(await runAgain()).not.toHaveProperty("summary"); // nothing new to copy
    await job.stop();
    expect(copies).toEqual(["failed", "ok"]);
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
