// Scheduled articles and news go public at their time: a job checks every minute, so
// an item appears within a minute of its `publishAt`. The publishing is one statement per kind, so
// of several instances each item is published once; the lock spares the others the query.

import type { Area } from "../../../shared/content-kinds.ts";
import type { Database } from "../../db/connection.ts";
import { Done, type JobObserver, startJob } from "../../jobs/run-job.ts";
import type { DataVersion } from "../../lib/data-version.ts";
import { publishDueNews } from "../news/admin-service.ts";
import { publishDueArticles } from "./service.ts";

export const PUBLISH_CHECK_MS = 60_000;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ScheduledPublishingOptions {
  database: Pick<Database, "db" | "tryWithLock">;
  /** Moved on when an item went public, so cached pages, feeds and the sitemap show it. */
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
  const at = now();
  const articles = await publishDueArticles(database.db, at);
  const news = await publishDueNews(database.db, at);
  const areas: Area[] = [];
  const counts: string[] = [];
  if (articles > 0) {
    areas.push("article");
    counts.push(`${articles} scheduled ${articles === 1 ? "article" : "articles"}`);
  }
  if (news > 0) {
    areas.push("news");
    counts.push(`${news} scheduled ${news === 1 ? "news item" : "news items"}`);
  }
  if (areas.length === 0) return undefined;
  await version.bump(areas);
  return new Done(`Published ${counts.join(" and ")}`);
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
