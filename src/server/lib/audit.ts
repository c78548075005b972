import type { AuditAction } from "../../shared/audit-actions.ts";
import type { Executor } from "../db/connection.ts";
import { auditLog } from "../db/schema.ts";

export interface AuditEntry {
  actor: string;
  /** One of the named actions, so the Activity tab has words for every row. */
  action: AuditAction;
  targetId?: string | number | null;
  success?: boolean;
  address?: string | null;
  userAgent?: string | null;
  details?: unknown;
}

/** Records one audit row; pass the action's transaction so both land or neither does. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    success: entry.success ?? true,
    address: entry.address ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    details: entry.details ?? null,
  });
}
