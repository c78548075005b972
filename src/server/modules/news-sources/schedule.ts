// Fetches the news sources on start and every NEWS_SOURCES_REFRESH_MINUTES, as a job
// (jobs/run-job.ts). Each run takes an advisory lock without waiting, so of several instances starting together one fetches;
// and only sources not fetched within the interval are due, so instances whose timers fire at
// different moments do not fetch a feed twice in one interval.
import type { Database } from "../../db/connection.ts";
import { type JobObserver, startJob } from "../../jobs/run-job.ts";
import type { DataVersion } from "../../lib/data-version.ts";
import type { FetchFeedOptions } from "./fetch-feed.ts";
import { refreshDueSources } from "./service.ts";

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface NewsSourceScheduleOptions {
  database: Pick<Database, "db" | "tryWithLock">;
  /** Moved on when a run imported something, so cached /news pages show it. */
  version: Pick<DataVersion, "bump">;
  log: Log;
  intervalMinutes: number;
  fetchOptions: Omit<FetchFeedOptions, "signal">;
  observer?: JobObserver;
  now?: () => Date;
}

/**
 * Starts the schedule, unless the interval is 0. The returned stop clears the timer, aborts a
 * fetch in flight and waits for its run to end, so the database can close after it.
 */
export function startNewsSourceRefresh({
  database,
  version,
  log,
  intervalMinutes,
  fetchOptions,
  observer,
  now = () => new Date(),
}: NewsSourceScheduleOptions): () => Promise<void> {
  if (intervalMinutes === 0) return async () => {};
  const intervalMs = intervalMinutes * 60_000;
  const job = startJob({
    name: "news-sources",
    everyMs: intervalMs,
    lock: "news-sources",
    database,
    log,
    ...(observer ? { observer } : {}),
    run: async (signal) => {
      const run = await refreshDueSources(
        database.db,
        { ...fetchOptions, signal },
        now(),
        intervalMs,
      );
      if (run.added > 0) await version.bump(["news"]);
      if (run.sources > 0) log.info({ newsSources: run }, "news sources fetched");
    },
  });
  return job.stop;
}
