// Keeps the promises of the privacy policy's "How long we keep it": personal data past its time is
// deleted on start and every few hours after, and each purge that removed something is audited.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { CONTACT_RATE_LIMIT } from "../../../shared/contracts/contact.ts";
import { STORY_SUBMIT_LIMIT } from "../../../shared/contracts/stories.ts";
import { BLOCK_MEMORY_MS } from "../../auth/throttle.ts";
import type { Database, Db } from "../../db/connection.ts";
import {
  accessGuides,
  assessments,
  auditLog,
  communityArticles,
  contactRequests,
  loginThrottle,
  notificationOutbox,
  rateLimitHits,
} from "../../db/schema.ts";
import { type JobObserver, startJob } from "../../jobs/run-job.ts";
import { recordAudit } from "../../lib/audit.ts";
import { redactRemovedStoryText } from "./redact-story-audit.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The privacy policy's periods; change both together. */
export const RETENTION_MS = {
  /** "no longer than two years" */
  contactMessages: 730 * DAY_MS,
  /** "stories we do not publish are deleted within three months" (of being sent) */
  unpublishedStories: 90 * DAY_MS,
  /** "Self-assessment results: … two years after you last made or updated them" */
  assessments: 730 * DAY_MS,
  /** "An access guide never published is deleted two years after you last changed it" */
  unpublishedGuides: 730 * DAY_MS,
  /** "Records of sign-ins and admin actions: one year" */
  auditLog: 365 * DAY_MS,
  /** "IP addresses … about an hour": the longest rate-limit window. */
  rateLimitHits: Math.max(CONTACT_RATE_LIMIT.windowMs, STORY_SUBMIT_LIMIT.windowMs),
  /** Failed sign-in counters, with the address, once they no longer affect a block. */
  loginThrottle: BLOCK_MEMORY_MS,
  /** The outbox's copies of messages and stories, a week after they were e-mailed. */
  sentNotifications: 7 * DAY_MS,
  /** …and 30 days after the last attempt of one that could not be (the original is kept). */
  failedNotifications: 30 * DAY_MS,
} as const;

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface PurgeCounts {
  contactMessages: number;
  unpublishedStories: number;
  assessments: number;
  unpublishedGuides: number;
  auditLog: number;
  rateLimitHits: number;
  loginThrottle: number;
  notifications: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Deletes everything past its retention period at `now`, in one transaction. */
export function purgeExpiredData(db: Db, now = new Date()): Promise<PurgeCounts> {
  return db.transaction(async (tx) => {
    const deleted = async (query: Promise<unknown[]>) => (await query).length;
    const counts: PurgeCounts = {
      contactMessages: await deleted(
        tx
          .delete(contactRequests)
          .where(lt(contactRequests.createdAt, before(now, RETENTION_MS.contactMessages)))
          .returning({ id: contactRequests.id }),
      ),
      unpublishedStories: await deleted(
        tx
          .delete(communityArticles)
          .where(
            and(
              eq(communityArticles.isApproved, false),
              lt(communityArticles.createdAt, before(now, RETENTION_MS.unpublishedStories)),
            ),
          )
          .returning({ id: communityArticles.id }),
      ),
      assessments: await deleted(
        tx
          .delete(assessments)
          .where(lt(assessments.updatedAt, before(now, RETENTION_MS.assessments)))
          .returning({ id: assessments.id }),
      ),
      unpublishedGuides: await deleted(
        tx
          .delete(accessGuides)
          .where(
            and(
              isNull(accessGuides.published),
              lt(accessGuides.updatedAt, before(now, RETENTION_MS.unpublishedGuides)),
            ),
          )
          .returning({ id: accessGuides.id }),
      ),
      auditLog: await deleted(
        tx
          .delete(auditLog)
          .where(lt(auditLog.at, before(now, RETENTION_MS.auditLog)))
          .returning({ id: auditLog.id }),
      ),
      rateLimitHits: await deleted(
        tx
          .delete(rateLimitHits)
          .where(lt(rateLimitHits.lastHitAt, before(now, RETENTION_MS.rateLimitHits)))
          .returning({ key: rateLimitHits.key }),
      ),
      loginThrottle: await deleted(
        tx
          .delete(loginThrottle)
          .where(
            and(
              lt(loginThrottle.windowStartedAt, before(now, RETENTION_MS.loginThrottle)),
              or(
                isNull(loginThrottle.blockedUntil),
                lt(loginThrottle.blockedUntil, before(now, RETENTION_MS.loginThrottle)),
              ),
            ),
          )
          .returning({ address: loginThrottle.address }),
      ),
      notifications: await deleted(
        tx
          .delete(notificationOutbox)
          .where(
            or(
              and(
                eq(notificationOutbox.status, "sent"),
                lt(notificationOutbox.sentAt, before(now, RETENTION_MS.sentNotifications)),
              ),
              and(
                eq(notificationOutbox.status, "failed"),
                lt(notificationOutbox.lastAttemptAt, before(now, RETENTION_MS.failedNotifications)),
              ),
            ),
          )
          .returning({ id: notificationOutbox.id }),
      ),
    };
    await redactRemovedStoryText(tx);
    // Visitors' own records are worth a line in the log; the routine address pruning is not.
    if (
      counts.contactMessages +
        counts.unpublishedStories +
        counts.assessments +
        counts.unpublishedGuides +
        counts.auditLog >
      0
    ) {
      await recordAudit(tx, { actor: "system", action: "retention.purge", details: counts });
    }
    return counts;
  });
}

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Told how each purge went (the metrics). */
export interface PurgeObserver {
  purged(counts: PurgeCounts): void;
  failed(): void;
}

export interface RetentionOptions {
  database: Pick<Database, "db" | "tryWithLock">;
  log: Log;
  /** Told what each purge deleted (the retention metrics). */
  purges?: PurgeObserver;
  observer?: JobObserver;
}

/**
 * Purges now and every six hours until stopped, as a job (once across instances); a failed purge
 * is logged and tried again later. The returned stop waits for a purge in flight.
 */
export function startRetention({
  database,
  log,
  purges,
  observer,
}: RetentionOptions): () => Promise<void> {
  const job = startJob({
    name: "retention",
    everyMs: PURGE_INTERVAL_MS,
    lock: "retention",
    database,
    log,
    // A run can fail before the purge starts (taking the lock, on PostgreSQL): count it too.
    observer: {
      ran: (run) => {
        if (run.outcome === "failed") purges?.failed();
        return observer?.ran(run);
      },
    },
    run: async () => {
      const counts = await purgeExpiredData(database.db);
      log.info({ counts }, "retention purge finished");
      purges?.purged(counts);
    },
  });
  return job.stop;
}
