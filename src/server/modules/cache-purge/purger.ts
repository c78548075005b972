// Asks the shared cache to drop the pages that show what changed, by tag (the areas of the page
// cache). The instance that made a change purges it, so a change is purged once however many
// instances there are: API writes, scheduled publishing and news fetches all go through the data
// version's bump (lib/data-version.ts), and this hears each bump. Changes close together go in one
// purge; a failed purge is tried again with growing waits, counted in /metrics and shown on the
// Activity tab as the "cache-purge" job (docs/decisions/037-shared-cache.md).
import type { Area } from "../../../shared/content-kinds.ts";
import type { JobObserver } from "../../jobs/run-job.ts";
import { DATA_VERSION_RECHECK_MS } from "../../lib/data-version.ts";
import type { PurgeTarget } from "./targets.ts";

interface Log {
  warn(object: object, message: string): void;
}

/** Waits before each retry: a cache restarting is back within these. */
export const RETRY_AFTER_MS = [1000, 5000, 30_000, 120_000, 600_000] as const;
/**
 * How long after a change its purge goes: changes within it go together, and by then every
 * instance has seen the new data versions (they look again each DATA_VERSION_RECHECK_MS), so the
 * cache, asking again, cannot be answered with a page another instance still holds from before.
 */
export const GATHER_MS = DATA_VERSION_RECHECK_MS + 200;

export interface CachePurger {
  /** These areas changed: their pages are purged soon. */
  changed(areas: readonly Area[]): void;
  /** Stops: a purge being sent is waited for, and nothing more is sent. */
  stop(): Promise<void>;
}

export function startCachePurger({
  targets,
  observer,
  log,
  beforeSending = () => Promise.resolve(),
  now = () => new Date(),
}: {
  targets: readonly PurgeTarget[];
  /** Waited for before each purge: the read replica catching up with the change. */
  beforeSending?: () => Promise<void>;
  /** Told each purge as a run of the "cache-purge" job: /metrics and the Activity tab. */
  observer?: JobObserver;
  log: Log;
  now?: () => Date;
}): CachePurger {
  const waiting = new Set<string>();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let sending: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    if (timer || controller.signal.aborted) return;
    timer = setTimeout(() => {
      timer = undefined;
      sending = sending.then(send);
    }, delayMs);
    timer.unref();
  };

  const tell = async (run: Parameters<JobObserver["ran"]>[0]) => {
    try {
      await observer?.ran(run);
    } catch (error) {
      log.warn({ err: String(error) }, "could not record a cache purge");
    }
  };

  const send = async () => {
    if (waiting.size === 0) return;
    const tags = [...waiting].sort();
    waiting.clear();
    const startedAt = now();
    try {
      await beforeSending();
      for (const target of targets) await target.purge(tags, controller.signal);
      failures = 0;
      await tell({
        name: "cache-purge",
        outcome: "ok",
        startedAt,
        finishedAt: now(),
        summary: `Purged the pages showing ${tags.join(", ")}`,
      });
    } catch (error) {
      // Put back, with anything that changed meanwhile, and try again later.
      for (const tag of tags) waiting.add(tag);
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ tags, err: message }, "shared cache purge failed; trying again");
      await tell({
        name: "cache-purge",
        outcome: "failed",
        startedAt,
        finishedAt: now(),
        error: message,
      });
      const wait = RETRY_AFTER_MS[Math.min(failures, RETRY_AFTER_MS.length - 1)] ?? 600_000;
      failures++;
      schedule(wait);
    }
  };

  return {
    changed(areas) {
      if (targets.length === 0 || areas.length === 0) return;
      for (const area of areas) waiting.add(area);
      schedule(GATHER_MS);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await sending;
      controller.abort();
    },
  };
}
