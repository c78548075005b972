// GET /api/admin/notifications: how e-mail notifications are set up, and the e-mails
// that are failing (retrying) or have failed for good, for the admin's Activity tab.
import { z } from "zod";
import { timestamp } from "./common.ts";

/** The most problem e-mails listed at once, newest first; `totalProblems` counts them all. */
export const NOTIFICATION_PROBLEMS_SHOWN = 50;

export const notificationProblem = z.object({
  id: z.number().int(),
  /** What the e-mail is about: its subject line. */
  about: z.string(),
  /** `retrying`: it will be tried again at `nextAttemptAt`; `failed`: it will not. */
  state: z.enum(["retrying", "failed"]),
  attempts: z.number().int(),
  createdAt: timestamp,
  lastAttemptAt: timestamp.nullable(),
  nextAttemptAt: timestamp.nullable(),
  lastError: z.string().nullable(),
});
export type NotificationProblem = z.input<typeof notificationProblem>;

export const notificationOverview = z.object({
  /** `log`: SMTP_URL is not set, so e-mails are written to the server log instead. */
  delivery: z.enum(["smtp", "log"]),
  mode: z.enum(["immediate", "digest"]),
  /** The digest's hour, UK time (0–23). */
  digestHour: z.number().int(),
  /** How many attempts an e-mail gets before it is given up on. */
  maxAttempts: z.number().int(),
  /** E-mails written but not yet sent. */
  waiting: z.number().int(),
  problems: z.array(notificationProblem),
  totalProblems: z.number().int(),
});
export type NotificationOverview = z.input<typeof notificationOverview>;

export const notificationRetried = z.object({ queued: z.literal(true) });

/** POST /api/admin/notifications/test: a test e-mail sent at once to the team's
 * addresses, bypassing the outbox, so the owner sees whether the mail server takes it. */
export const notificationTestResult = z.object({
  sent: z.boolean(),
  /** `log`: SMTP_URL is not set, so the e-mail was written to the server log. */
  delivery: z.enum(["smtp", "log"]),
  to: z.array(z.string()),
  /** The mail server's refusal, when `sent` is false. */
  error: z.string().nullable(),
});
export type NotificationTestResult = z.input<typeof notificationTestResult>;
