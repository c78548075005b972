// Kept fresh (decision 036): a published guide's facts are due to be confirmed every 12
// months, equipment that breaks every 6 (the facts table, shared/access-guides/fields.ts); a fact
// past its date is marked so on the page (shared/access-guides/freshness.ts), and the business,
// when it gave an address, is e-mailed once a link to confirm or update it, naming the facts due. The manage link the business was given
// is kept only as a hash, so the reminder carries a second link of its own, hashed the same way.
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import {
  BREAKABLE_RECONFIRM_MONTHS,
  GUIDE_FIELDS,
  type GuideField,
  type GuideFieldPath,
  RECONFIRM_MONTHS,
  setAt,
} from "../../../shared/access-guides/fields.ts";
import { overdueFacts } from "../../../shared/access-guides/freshness.ts";
import type { Database, Db } from "../../db/connection.ts";
import { accessGuides } from "../../db/schema.ts";
import { sha256Hex } from "../../db/sha256.ts";
import { Done, type JobObserver, type JobOptions, startJob } from "../../jobs/run-job.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";

const REMINDER_CHECK_MS = 6 * 60 * 60 * 1000;

const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

/** The published guide claims equipment that breaks: `details @> {"inside":{"lift":true}}` or… */
function claimsBreakable(): SQL {
  const claims = (Object.keys(GUIDE_FIELDS) as GuideFieldPath[]).flatMap((path) => {
    const field: GuideField = GUIDE_FIELDS[path];
    if (!field.breaks) return [];
    const fact: Record<string, unknown> = {};
    setAt(fact, path, field.breaks.when);
    return [sql`(${accessGuides.published} -> 'details') @> ${JSON.stringify(fact)}::jsonb`];
  });
  return or(...claims) ?? sql`false`;
}

/** Queues a reminder for each guide due one; how many it queued. */
export async function remindStaleGuides(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({
      id: accessGuides.id,
      name: accessGuides.name,
      email: accessGuides.contactEmail,
      lastCheckedAt: accessGuides.lastCheckedAt,
      published: accessGuides.published,
    })
    .from(accessGuides)
    .where(
      and(
        isNotNull(accessGuides.published),
        isNotNull(accessGuides.contactEmail),
        // Every fact due, or equipment that breaks due sooner.
        or(
          lt(accessGuides.lastCheckedAt, monthsBefore(now, RECONFIRM_MONTHS)),
          and(
            lt(accessGuides.lastCheckedAt, monthsBefore(now, BREAKABLE_RECONFIRM_MONTHS)),
            claimsBreakable(),
          ),
        ),
        // Once for each time the facts went stale: a check since the last reminder starts again.
        or(
          isNull(accessGuides.reminderSentAt),
          lt(accessGuides.reminderSentAt, accessGuides.lastCheckedAt),
        ),
      ),
    )
    .limit(100);
  for (const guide of due) {
    if (!guide.email || !guide.lastCheckedAt) continue;
    const dueFacts = overdueFacts(guide.published?.details ?? {}, guide.lastCheckedAt, now).map(
      (path) => GUIDE_FIELDS[path].label,
    );
    const manageToken = randomBytes(24).toString("base64url");
    await db.transaction(async (tx) => {
      await tx
        .update(accessGuides)
        .set({ reminderSentAt: now, reminderTokenHash: sha256Hex(manageToken) })
        .where(eq(accessGuides.id, guide.id));
      await queueNotification(tx, {
        kind: "guide-reminder",
        payload: {
          guideId: guide.id,
          name: guide.name,
          email: guide.email ?? "",
          lastCheckedAt: guide.lastCheckedAt?.toISOString() ?? now.toISOString(),
          manageToken,
          dueFacts,
        },
      });
    });
  }
  if (due.length > 0) notificationQueued(db);
  return due.length;
}

export function startGuideReminders(options: {
  database: Pick<Database, "db" | "tryWithLock">;
  log: JobOptions["log"];
  observer?: JobObserver;
}) {
  const job = startJob({
    name: "guide-reminders",
    everyMs: REMINDER_CHECK_MS,
    lock: "guide-reminders",
    database: options.database,
    log: options.log,
    ...(options.observer ? { observer: options.observer } : {}),
    run: async () => {
      const sent = await remindStaleGuides(options.database.db, new Date());
      return sent > 0
        ? new Done(`Reminded ${sent} ${sent === 1 ? "business" : "businesses"}`)
        : undefined;
    },
  });
  return job.stop;
}
