// The job runner: a run at start and on each trigger, never two at once, once across
// instances through its lock with the skip logged, failures logged and recorded, and a clean stop.
import { afterAll, describe, expect, it } from "vitest";
import { captureLog } from "../test/capture-log.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { listJobStatuses } from "./job-runs.ts";
import { observeJobs } from "./observe-jobs.ts";
import { Done, type JobObserver, Skipped, startJob } from "./run-job.ts";

const database = await createTestDatabase();
afterAll(() => database.close());

const HOUR = 60 * 60_000;

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function recorder() {
  const runs: Parameters<JobObserver["ran"]>[0][] = [];
  return { runs, observer: { ran: (run: (typeof runs)[number]) => void runs.push(run) } };
}

describe("a job", () => {
  it("runs at start, runs a trigger made during a run once afterwards, and never overlaps", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const first = gate();
    const job = startJob({
      name: "retention",
      everyMs: HOUR,
      database,
      log: captureLog().log,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        if (runs === 1) await first.opened;
        running -= 1;
      },
    });
    job.trigger();
    job.trigger();
    first.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await job.stop();
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it("runs once between two instances holding one lock, and logs the skip", async () => {
    const held = gate();
    const started = gate();
    let runs = 0;
    const first = recorder();
    const one = startJob({
      name: "daily-backup",
      everyMs: HOUR,
      lock: "daily-backup",
      database,
      log: captureLog().log,
      observer: first.observer,
      run: async () => {
        runs += 1;
        started.open();
        await held.opened;
      },
    });
    await started.opened;
    const logged = captureLog();
    const second = recorder();
    const other = startJob({
      name: "daily-backup",
      everyMs: HOUR,
      lock: "daily-backup",
      database,
      log: logged.log,
      observer: second.observer,
      run: async () => {
        runs += 1;
      },
    });
    await other.stop();
    held.open();
    await one.stop();
    expect(runs).toBe(1);
    expect(second.runs.map((run) => run.outcome)).toEqual(["skipped"]);
    expect(first.runs.map((run) => run.outcome)).toEqual(["ok"]);
    expect(logged.lines).toContainEqual({
      level: "info",
      message: "job skipped",
      object: { job: "daily-backup", reason: "another run holds the daily-backup lock" },
    });
  });

  it("is not held up by another job's lock", async () => {
    // The daily backup and the e-mail digest once shared a lock id and skipped each other.
    const digest = await database.tryWithLock("notification-digest", async () => {
      const outcome = recorder();
      const job = startJob({
        name: "daily-backup",
        everyMs: HOUR,
        lock: "daily-backup",
        database,
        log: captureLog().log,
        observer: outcome.observer,
        run: async () => {},
      });
      await job.stop();
      return outcome.runs.map((run) => run.outcome);
    });
    expect(digest).toEqual({ ran: true, value: ["ok"] });
  });

  it("logs a run that says it was skipped", async () => {
    const logged = captureLog();
    const outcome = recorder();
    const job = startJob({
      name: "daily-backup",
      everyMs: HOUR,
      database,
      log: logged.log,
      observer: outcome.observer,
      run: async () => new Skipped("another instance is writing it"),
    });
    await job.stop();
    expect(outcome.runs.map((run) => run.outcome)).toEqual(["skipped"]);
    expect(logged.lines).toContainEqual({
      level: "info",
      message: "job skipped",
      object: { job: "daily-backup", reason: "another instance is writing it" },
    });
  });

  it("records its last run, duration and failure for the Activity tab", async () => {
    const logged = captureLog();
    const observer = observeJobs(database.db, { ran: () => {} });
    let fail = true;
    const run = () =>
      startJob({
        name: "news-sources",
        everyMs: HOUR,
        database,
        log: logged.log,
        observer,
        run: async () => {
          if (fail) throw new Error("The feed at example.org did not answer");
        },
      }).stop();

    await run();
    const failed = (await listJobStatuses(database.db)).find((job) => job.name === "news-sources");
    expect(failed?.lastRun).toMatchObject({
      outcome: "failed",
      lastError: "The feed at example.org did not answer",
      failuresInARow: 1,
      lastSucceededAt: null,
    });
    expect(logged.lines).toContainEqual({
      level: "error",
      message: "job failed; it runs again at its next time",
      object: { job: "news-sources", failure: "The feed at example.org did not answer" },
    });

    fail = false;
    await run();
    const news = (await listJobStatuses(database.db)).find((job) => job.name === "news-sources");
    expect(news?.lastRun).toMatchObject({
      outcome: "ok",
      failuresInARow: 0,
      // The last failure stays in view after a success.
      lastError: "The feed at example.org did not answer",
      durationMs: expect.any(Number),
    });
    expect(news?.lastRun?.lastSucceededAt).not.toBeNull();
  });

  it("keeps what its last run with news did until another has news", async () => {
    const observer = observeJobs(database.db, { ran: () => {} });
    const run = (result: unknown) =>
      startJob({
        name: "daily-backup",
        everyMs: HOUR,
        database,
        log: captureLog().log,
        observer,
        run: async () => result,
      }).stop();
    const backup = async () =>
      (await listJobStatuses(database.db)).find((job) => job.name === "daily-backup")?.lastRun;

    await run(new Done("Wrote real-access-2026-11-24.sql (1.4 MB)"));
    const written = await backup();
    expect(written?.lastSummary).toBe("Wrote real-access-2026-11-24.sql (1.4 MB)");
    expect(written?.lastSummaryAt).toEqual(written?.finishedAt);

    await run(undefined); // the hourly check: today's file is there already
    const checked = await backup();
    expect(checked?.lastSummary).toBe("Wrote real-access-2026-11-24.sql (1.4 MB)");
    expect(checked?.lastSummaryAt).toEqual(written?.finishedAt);
  });

  it("aborts its run's signal when stopped, and waits for the run to end", async () => {
    let aborted = false;
    const started = gate();
    const job = startJob({
      name: "news-sources",
      everyMs: HOUR,
      database,
      log: captureLog().log,
      run: (signal) =>
        new Promise<void>((resolve) => {
          started.open();
          signal.addEventListener("abort", () => {
            aborted = true;
            resolve();
          });
        }),
    });
    await started.opened;
    await job.stop();
    expect(aborted).toBe(true);
  });
});
