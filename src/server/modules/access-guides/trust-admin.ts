// The team's side of what visitors say about guides: the reports waiting, marked
// handled (the team's first action, whose median wait is a metric); the "wrong" answers waiting,
// dismissed, or accepted, when the section shows "being checked" and the business, when it gave
// an address, is e-mailed; approving the guide again settles the ones accepted.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { GUIDE_SECTIONS } from "../../../shared/access-guides/fields.ts";
import { TRUST_MESSAGES } from "../../../shared/access-guides/trust.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { accessGuideFeedback, accessGuideReports, accessGuides } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";
import { publishedUrl } from "./service.ts";

const QUEUE_LIMIT = 200;
const sectionTitle = (id: string) =>
  GUIDE_SECTIONS.find((section) => section.id === id)?.title ?? id;

const guideColumns = {
  guideId: accessGuides.id,
  guideName: accessGuides.name,
  published: accessGuides.published,
};
type Published = (typeof accessGuides.$inferSelect)["published"];
const aboutGuide = <Row extends { guideId: number; published: Published }>({
  published,
  ...row
}: Row) => ({ ...row, guideUrl: publishedUrl({ id: row.guideId, published }) });

export async function waitingReports(db: Db) {
  const rows = await db
    .select({
      id: accessGuideReports.id,
      reason: accessGuideReports.reason,
      details: accessGuideReports.details,
      createdAt: accessGuideReports.createdAt,
      handledAt: accessGuideReports.handledAt,
      ...guideColumns,
    })
    .from(accessGuideReports)
    .innerJoin(accessGuides, eq(accessGuides.id, accessGuideReports.guideId))
    .where(isNull(accessGuideReports.handledAt))
    .orderBy(asc(accessGuideReports.createdAt), asc(accessGuideReports.id))
    .limit(QUEUE_LIMIT);
  return rows.map(aboutGuide);
}

export async function markReportHandled(db: Db, id: number, admin: AdminIdentity, now: Date) {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .update(accessGuideReports)
      // The first action counts: marking it again keeps when that was.
      .set({ handledAt: sql`coalesce(${accessGuideReports.handledAt}, ${now.toISOString()})` })
      .where(eq(accessGuideReports.id, id))
      .returning();
    if (!report) throw new HttpError(404, TRUST_MESSAGES.noSuchReport);
    const [guide] = await tx
      .select(guideColumns)
      .from(accessGuides)
      .where(eq(accessGuides.id, report.guideId));
    await recordAudit(tx, {
      ...by(admin),
      action: "access-guide.report-handled",
      targetId: report.guideId,
      details: { reportId: id, reason: report.reason, name: guide?.guideName },
    });
    return {
      id: report.id,
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt,
      handledAt: report.handledAt,
      ...aboutGuide(guide ?? { guideId: report.guideId, guideName: "", published: null }),
    };
  });
}

export async function waitingFeedback(db: Db) {
  const rows = await db
    .select({
      id: accessGuideFeedback.id,
      section: accessGuideFeedback.section,
      note: accessGuideFeedback.note,
      createdAt: accessGuideFeedback.createdAt,
      ...guideColumns,
    })
    .from(accessGuideFeedback)
    .innerJoin(accessGuides, eq(accessGuides.id, accessGuideFeedback.guideId))
    .where(eq(accessGuideFeedback.status, "waiting"))
    .orderBy(asc(accessGuideFeedback.createdAt), asc(accessGuideFeedback.id))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => ({
    ...aboutGuide(row),
    section: row.section as (typeof GUIDE_SECTIONS)[number]["id"],
  }));
}

export async function decideFeedback(
  db: Db,
  id: number,
  decision: "accepted" | "dismissed",
  admin: AdminIdentity,
  now: Date,
) {
  let emailed = false;
  await db.transaction(async (tx) => {
    const [answer] = await tx
      .update(accessGuideFeedback)
      .set({ status: decision, decidedAt: now })
      .where(and(eq(accessGuideFeedback.id, id), eq(accessGuideFeedback.status, "waiting")))
      .returning();
    if (!answer) throw new HttpError(404, TRUST_MESSAGES.noSuchFeedback);
    const [guide] = await tx.select().from(accessGuides).where(eq(accessGuides.id, answer.guideId));
    if (decision === "accepted" && guide?.contactEmail && guide.published) {
      await queueNotification(tx, {
        kind: "guide-disputed",
        payload: {
          guideId: guide.id,
          name: guide.published.name,
          email: guide.contactEmail,
          section: sectionTitle(answer.section),
          note: answer.note,
          path: publishedUrl(guide) ?? "",
          acceptedAt: now.toISOString(),
        },
      });
      emailed = true;
    }
    await recordAudit(tx, {
      ...by(admin),
      action:
        decision === "accepted" ? "access-guide.feedback-accept" : "access-guide.feedback-dismiss",
      targetId: answer.guideId,
      details: { feedbackId: id, section: answer.section, name: guide?.name },
    });
  });
  if (emailed) notificationQueued(db);
  return { status: decision };
}

/** The corrections the team accepted for a guide, settled when it approves the guide again. */
export function resolveDisputes(tx: Executor, guideId: number) {
  return tx
    .update(accessGuideFeedback)
    .set({ status: "resolved" })
    .where(
      and(eq(accessGuideFeedback.guideId, guideId), eq(accessGuideFeedback.status, "accepted")),
    );
}

/** The median time, in seconds, from a report to the team's first action on it; 0 with none. */
export async function medianReportWaitSeconds(db: Db) {
  const [row] = await db
    .select({
      seconds: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${accessGuideReports.handledAt} - ${accessGuideReports.createdAt}))`,
    })
    .from(accessGuideReports)
    .where(sql`${accessGuideReports.handledAt} is not null`);
  return Number(row?.seconds ?? 0);
}
