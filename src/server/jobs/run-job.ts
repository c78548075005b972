// The one way the server runs background work: a job runs at start, then every
// `everyMs`, and when triggered. Runs of one job never overlap in this process; a trigger during a
// run starts another after it. With a `lock`, the job runs once across instances: a run that finds
// the lock held is skipped and says so in the log. Each run's outcome goes to the observer (the
// job_runs table and /metrics).
import type { JobName } from "../../shared/jobs.ts";
import type { Database } from "../db/connection.ts";
import type { LockName } from "../db/locks.ts";

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export type JobOutcome = "ok" | "failed" | "skipped";

/** Told how each run went. A failing observer is logged, never fatal. */
export interface JobObserver {
  ran(run: {
    name: JobName;
    outcome: JobOutcome;
    startedAt: Date;
    finishedAt: Date;
    error?: string;
    /** What a successful run did, in words, when it did something worth showing. */
    summary?: string;
  }): void | Promise<void>;
}

/** What a run returns when it found the work taken by another instance (or already done there). */
export class Skipped {
  constructor(readonly reason: string) {}
}

/** What a run returns to say what it did ("Wrote real-access-2026-11-24.sql, 1.4 MB"), for the
 * Activity tab. A run that returns anything else succeeded without news. */
export class Done {
  constructor(readonly summary: string) {}
}

export interface JobOptions {
  name: JobName;
  everyMs: number;
  /** Held for the run, so that of several instances one runs it at a time. */
  lock?: LockName;
  /** The work. `signal` aborts when the server stops. */
  run: (signal: AbortSignal) => Promise<unknown>;
  database: Pick<Database, "tryWithLock">;
  log: Log;
  observer?: JobObserver;
  now?: () => Date;
}

export interface Job {
  /** Runs the job soon (after the run in progress, if any). */
  trigger(): void;
  /** Stops the timer, aborts the run in progress through its signal, and waits for it to end. */
  stop(): Promise<void>;
}

/** A failure's message for the log's readers and the Activity tab, never a query's parameters
 * (visitors' words): for a database error, only its code. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && "query" in error && "params" in error) {
    const code = (error.cause as { code?: unknown })?.code;
    return `A database query failed${typeof code === "string" ? ` (${code})` : ""}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export function startJob(options: JobOptions): Job {
  const { name, log, now = () => new Date() } = options;
  const stopping = new AbortController();
  let current: Promise<void> | null = null;
  let again = false;

  const tell = async (run: Parameters<JobObserver["ran"]>[0]) => {
    try {
      await options.observer?.ran(run);
    } catch (error) {
      log.error({ job: name, err: error }, "job's run could not be recorded");
    }
  };

  const runOnce = async () => {
    const startedAt = now();
    try {
      const work = () => options.run(stopping.signal);
      const locked = options.lock
        ? await options.database.tryWithLock(options.lock, work)
        : { ran: true as const, value: await work() };
      const skipped = !locked.ran
        ? new Skipped(`another run holds the ${options.lock} lock`)
        : locked.value instanceof Skipped
          ? locked.value
          : null;
      if (skipped) {
        log.info({ job: name, reason: skipped.reason }, "job skipped");
        await tell({ name, outcome: "skipped", startedAt, finishedAt: now() });
        return;
      }
      const done = locked.ran && locked.value instanceof Done ? locked.value : null;
      const summary = done ? { summary: done.summary } : {};
      await tell({ name, outcome: "ok", startedAt, finishedAt: now(), ...summary });
    } catch (error) {
      const message = failureMessage(error);
      log.error({ job: name, failure: message }, "job failed; it runs again at its next time");
      await tell({ name, outcome: "failed", startedAt, finishedAt: now(), error: message });
    }
  };

  const trigger = () => {
    if (stopping.signal.aborted) return;
    if (current) {
      again = true;
      return;
    }
    current = runOnce().finally(() => {
      current = null;
      if (again) {
        again = false;
        trigger();
      }
    });
  };

  trigger();
  // A tick during a run is dropped: the next tick comes soon enough.
  const timer = setInterval(() => current ?? trigger(), options.everyMs);
  timer.unref();
  return {
    trigger,
    stop: async () => {
      clearInterval(timer);
      stopping.abort();
      again = false;
      await current;
    },
  };
}
