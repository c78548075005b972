// Live notices and re-confirmation, by the business's manage link alone: a notice says
// something in the published guide is out of use until a date, and a confirmation says every
// published fact is still right. Neither waits for review: a notice only withdraws a claim, and a
// confirmation changes no fact, only the date it was checked. Reads keep the notices whose last
// day has not passed, so one ends by itself without a job. Each write is in the audit log.
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  addDays,
  NOTICE_MAX_DAYS,
  NOTICES_MAX,
  ukToday,
} from "../../../shared/access-guides/notices.ts";
import {
  type GuideNoticeInput,
  NOTICE_MESSAGES,
} from "../../../shared/contracts/access-guide-notices.ts";
import type { Db } from "../../db/connection.ts";
import { accessGuideNotices, accessGuides } from "../../db/schema.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import { findByManageToken, NO_SUCH_GUIDE } from "./service.ts";

export const NOTICES_LIMITED =
  "You have posted a lot of notices from this connection in the last hour, so we have paused them for a while. Please try again later.";

const noticeLimit = rateLimitOf("access-guide-notice");

export type NoticeRow = typeof accessGuideNotices.$inferSelect;

export const noticeView = (row: NoticeRow) => ({
  id: row.id,
  facility: row.facility,
  until: row.until,
  note: row.note,
  createdAt: row.createdAt,
});

/** The notices that apply on `now`'s UK day, by guide, soonest end first. */
export async function currentNotices(db: Db, guideIds: readonly number[], now: Date) {
  const byGuide = new Map<number, ReturnType<typeof noticeView>[]>();
  if (guideIds.length === 0) return byGuide;
  const rows = await db
    .select()
    .from(accessGuideNotices)
    .where(
      and(
        inArray(accessGuideNotices.guideId, [...guideIds]),
        gte(accessGuideNotices.until, ukToday(now)),
        isNull(accessGuideNotices.endedAt),
      ),
    )
    .orderBy(asc(accessGuideNotices.until), asc(accessGuideNotices.id));
  for (const row of rows) {
    byGuide.set(row.guideId, [...(byGuide.get(row.guideId) ?? []), noticeView(row)]);
  }
  return byGuide;
}

const auditOf = (request: FastifyRequest) => ({
  actor: "business",
  via: "manage-link",
  address: clientAddress(request),
  userAgent: request.headers["user-agent"] ?? null,
});

async function take(request: FastifyRequest, now: Date) {
  const { allowed } = await request.server.limits.take(noticeLimit, clientAddress(request), now);
  if (!allowed) throw new HttpError(429, NOTICES_LIMITED);
}

/** The guide a manage link opens, published: a notice or a confirmation needs a page to be on. */
async function publishedGuide(db: Db, token: string) {
  const row = await findByManageToken(db, token);
  if (!row) throw new HttpError(404, NO_SUCH_GUIDE);
  if (!row.published) throw new HttpError(409, NOTICE_MESSAGES.notPublished);
  return row;
}

/** Today or later, and at most NOTICE_MAX_DAYS ahead, by the UK's calendar. */
function checkUntil(until: string, now: Date) {
  const today = ukToday(now);
  const refuse = (message: string) => new HttpError(400, message, { fields: { until: message } });
  if (until < today) throw refuse(NOTICE_MESSAGES.tooSoon);
  if (until > addDays(today, NOTICE_MAX_DAYS)) throw refuse(NOTICE_MESSAGES.tooLate);
}

export async function postNotice(
  db: Db,
  request: FastifyRequest,
  token: string,
  input: GuideNoticeInput,
  now: Date,
) {
  checkUntil(input.until, now);
  await take(request, now);
  const guide = await publishedGuide(db, token);
  const current = (await currentNotices(db, [guide.id], now)).get(guide.id) ?? [];
  if (current.length >= NOTICES_MAX) throw new HttpError(409, NOTICE_MESSAGES.tooMany);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessGuideNotices)
      .values({
        guideId: guide.id,
        facility: input.facility,
        until: input.until,
        note: input.note ?? null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("The notice was not stored");
    await recordAudit(tx, {
      ...auditOf(request),
      action: "access-guide.notice-post",
      targetId: guide.id,
      details: { notice: row.id, facility: row.facility, until: row.until, note: row.note },
    });
    return noticeView(row);
  });
}

/** Ends a current notice of this guide's now; false when there is none such. */
export async function endNotice(
  db: Db,
  request: FastifyRequest,
  token: string,
  noticeId: number,
  now: Date,
) {
  const guide = await findByManageToken(db, token);
  if (!guide) return false;
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(accessGuideNotices)
      .set({ endedAt: now })
      .where(
        and(
          eq(accessGuideNotices.id, noticeId),
          eq(accessGuideNotices.guideId, guide.id),
          isNull(accessGuideNotices.endedAt),
          gte(accessGuideNotices.until, ukToday(now)),
        ),
      )
      .returning();
    if (!ended) return false;
    await recordAudit(tx, {
      ...auditOf(request),
      action: "access-guide.notice-end",
      targetId: guide.id,
      details: { notice: ended.id, facility: ended.facility, until: ended.until },
    });
    return true;
  });
}

/**
 * "Everything is still right": the published facts were checked now. The business's latest words
 * are dated too, so a later review does not undo it; the reminder cycle starts again.
 */
export async function confirmGuide(db: Db, request: FastifyRequest, token: string, now: Date) {
  await take(request, now);
  const guide = await publishedGuide(db, token);
  await db.transaction(async (tx) => {
    await tx
      .update(accessGuides)
      .set({
        lastCheckedAt: now,
        published: sql`jsonb_set(${accessGuides.published}, '{lastCheckedAt}', to_jsonb(${now.toISOString()}::text))`,
        updatedAt: now,
      })
      .where(eq(accessGuides.id, guide.id));
    await recordAudit(tx, {
      ...auditOf(request),
      action: "access-guide.confirm",
      targetId: guide.id,
      details: { name: guide.published?.name ?? guide.name },
    });
  });
  return { lastCheckedAt: now };
}
