// Scheduled pieces of every kind written in the admin go public at their time: a job checks every
// minute, so a piece appears within a minute of its `publishAt`. The publishing is one statement
// per kind, so of several instances each piece is published once; the lock spares the others the
// query.
import type { Area } from "../../../shared/content-kinds.ts";
import { PUBLISHING_KINDS } from "../../../shared/publishing-kinds.ts";
import type { Database } from "../../db/connection.ts";
import { Done, type JobObserver, startJob } from "../../jobs/run-job.ts";
import type { DataVersion } from "../../lib/data-version.ts";
import { PUBLISHING } from "./kinds.ts";
import { publishDue } from "./rows.ts";

export const PUBLISH_CHECK_MS = 60_000;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ScheduledPublishingOptions {
  database: Pick<Database, "db" | "tryWithLock">;
  /** Moved on when a piece went public, so cached pages, feeds and the sitemap show it. */
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
  const areas: Area[] = [];
  const counts: string[] = [];
  for (const kind of PUBLISHING) {
    const published = await publishDue(database.db, kind.table, at);
    if (published === 0) continue;
    const { noun } = PUBLISHING_KINDS[kind.name];
    areas.push(kind.name);
    counts.push(`${published} scheduled ${published === 1 ? noun.one : noun.many}`);
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
