// GET /api/admin/audit-log: the admin's Activity tab, newest first, a page at a time.
import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_LOG_MAX_PAGE } from "../audit-actions.ts";
import { timestamp } from "./common.ts";

/** Unknown parameters are refused, as for the other list APIs. */
export const auditLogQuery = z.strictObject({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(AUDIT_LOG_MAX_PAGE, `page must be at most ${AUDIT_LOG_MAX_PAGE}`)
    .default(1),
  action: z.enum(AUDIT_ACTIONS, { error: "action must be one of the recorded actions" }).optional(),
  /** One person's rows: `user:<username>`, as the entries' `actor` says. */
  actor: z.string().max(80, "actor must be at most 80 characters").optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;

/**
 * One row as the admin sees it. `details` is not sent as stored: the server sends a short
 * summary instead, so whatever a future action puts in it cannot reach the browser unread.
 * The user agent stays in the database (it is kept for investigations, not shown).
 */
export const auditLogEntry = z.object({
  id: z.number().int(),
  at: timestamp,
  // A string, not the enum: rows written by another version must still be listed.
  action: z.string(),
  targetId: z.string().nullable(),
  actor: z.string(),
  /** How, when not in a session: `token:<name>` or `password-header`. */
  via: z.string().nullable(),
  success: z.boolean(),
  address: z.string().nullable(),
  /** The item's title (a story's, a quick solution's issue, a feed's address) now, or as its
   * delete row recorded it; null when the action has no titled item or the title is not known. */
  itemTitle: z.string().nullable(),
  /** The item has been deleted since. */
  itemDeleted: z.boolean(),
  summary: z.string().nullable(),
});
export type AuditLogEntry = z.input<typeof auditLogEntry>;

export const auditLogPage = z.object({
  entries: z.array(auditLogEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AuditLogPage = z.input<typeof auditLogPage>;

/** The people who appear in the log, for the Activity tab's filter: `user:<username>` values. */
export const auditLogActors = z.array(z.string());
