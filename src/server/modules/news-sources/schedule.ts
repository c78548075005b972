// Fetches the news sources on start and every NEWS_SOURCES_REFRESH_MINUTES (issue 16). Each run
// takes an advisory lock without waiting, so of several instances starting together one fetches;
// and only sources not fetched within the interval are due, so instances whose timers fire at
// different moments do not fetch a feed twice in one interval.
import type { Database } from "../../db/connection.ts";
import type { DataVersion } from "../../lib/data-version.ts";
import type { FetchFeedOptions } from "./fetch-feed.ts";
import { refreshDueSources } from "./service.ts";

/** The advisory lock id of a scheduled run (the start-up lock is 7_301_984). */
export const NEWS_SOURCES_LOCK_ID = 7_301_985;

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
  now = () => new Date(),
}: NewsSourceScheduleOptions): () => Promise<void> {
  if (intervalMinutes === 0) return async () => {};
  const intervalMs = intervalMinutes * 60_000;
  const stopping = new AbortController();
  let current: Promise<void> | null = null;

  const runOnce = async () => {
    const run = await database.tryWithLock(NEWS_SOURCES_LOCK_ID, () =>
      refreshDueSources(
        database.db,
        { ...fetchOptions, signal: stopping.signal },
        now(),
        intervalMs,
      ),
    );
    if (!run.ran) return; // another instance is fetching them
    if (run.value.added > 0) await version.bump();
    if (run.value.sources > 0) log.info({ newsSources: run.value }, "news sources fetched");
  };
  const run = () => {
    if (current || stopping.signal.aborted) return; // the last run is still going
    current = runOnce()
      .catch((error: unknown) => log.error({ err: error }, "news source fetch failed"))
      .finally(() => {
        current = null;
      });
  };

  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await current;
  };
}
