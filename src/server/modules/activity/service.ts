// The audit log as the admin's Activity tab reads it: newest first, a page at a time.
import { and, asc, count, desc, eq, like } from "drizzle-orm";
import { AUDIT_LOG_PAGE_SIZE } from "../../../shared/audit-actions.ts";
import type { AuditLogQuery } from "../../../shared/contracts/audit-log.ts";
import type { Db } from "../../db/connection.ts";
import { auditLog } from "../../db/schema.ts";
import { withItemTitles } from "./item-titles.ts";
import { summariseAuditDetails } from "./summary.ts";

export async function listAuditLog(db: Db, { page, action, actor }: AuditLogQuery) {
  const where = and(
    action ? eq(auditLog.action, action) : undefined,
    actor ? eq(auditLog.actor, actor) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      targetId: auditLog.targetId,
      actor: auditLog.actor,
      via: auditLog.via,
      success: auditLog.success,
      address: auditLog.address,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_LOG_PAGE_SIZE)
    .offset((page - 1) * AUDIT_LOG_PAGE_SIZE);
  const total = counted?.total ?? 0;
  return {
    entries: (await withItemTitles(db, rows)).map(({ details, ...row }) => ({
      ...row,
      summary: summariseAuditDetails(row.action, details),
    })),
    page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE)),
  };
}

/** Everyone with a named account who appears in the log, in name order. */
export async function listAuditActors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ actor: auditLog.actor })
    .from(auditLog)
    .where(like(auditLog.actor, "user:%"))
    .orderBy(asc(auditLog.actor));
  return rows.map((row) => row.actor);
}
