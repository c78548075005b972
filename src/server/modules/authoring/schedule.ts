// Scheduled articles go public at their time (issue 30): a job checks every minute, so an
// article appears within a minute of its `publishAt`. The publishing is one statement, so of
// several instances each article is published once; the lock spares the others the query.
import type { Database } from "../../db/connection.ts";
import { Done, type JobObserver, startJob } from "../../jobs/run-job.ts";
import type { DataVersion } from "../../lib/data-version.ts";
import { publishDueArticles } from "./service.ts";

export const PUBLISH_CHECK_MS = 60_000;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ScheduledPublishingOptions {
  database: Pick<Database, "db" | "tryWithLock">;
  /** Moved on when an article went public, so cached pages, feeds and the sitemap show it. */
  version: Pick<DataVersion, "bump">;
  log: Log;
  observer?: JobObserver;
  now?: () => Date;
}

/** One run: publishes what is due and says so; exported for tests with their own clock. */
export async function publishScheduled({
  database,
  version,
  now = () => new Date(),
}: Omit<ScheduledPublishingOptions, "log" | "observer">) {
  const published = await publishDueArticles(database.db, now());
  if (published === 0) return undefined;
  await version.bump(["advice"]);
  return new Done(`Published ${published} scheduled ${published === 1 ? "article" : "articles"}`);
}

export function startScheduledPublishing(options: ScheduledPublishingOptions) {
  const job = startJob({
    name: "publish-scheduled",
    everyMs: PUBLISH_CHECK_MS,
    lock: "publish-scheduled",
    database: options.database,
    log: options.log,
    ...(options.observer ? { observer: options.observer } : {}),
    run: () => publishScheduled(options),
  });
  return job.stop;
}
