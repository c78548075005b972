import type { AuditAction } from "../../shared/audit-actions.ts";
import type { Executor } from "../db/connection.ts";
import { auditLog } from "../db/schema.ts";

export interface AuditEntry {
  actor: string;
  /** How the actor acted, when not in a session: `token:<name>` or `password-header`. */
  via?: string | null;
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
    via: entry.via ?? null,
    action: entry.action,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    success: entry.success ?? true,
    address: entry.address ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    details: entry.details ?? null,
  });
}

/** The audit log's `actor` and `via` for something a signed-in person (an AdminIdentity) did. */
export const by = (admin: {
  actor: string;
  auditVia: string | null;
}): { actor: string; via: string | null } => ({
  actor: admin.actor,
  via: admin.auditVia,
});
