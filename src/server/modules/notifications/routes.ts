// The admin's view of e-mail notifications, for the Activity tab: how they are set up,
// what is waiting, what is failing; "send again" for a failing e-mail, and a test e-mail. Admin only.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NOTIFICATION_TEST_PATH, NOTIFICATIONS_PATH } from "../../../shared/api-paths.ts";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  notificationOverview,
  notificationRetried,
  notificationTestResult,
} from "../../../shared/contracts/notifications.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { createMailer } from "./mailer.ts";
import { countPendingNotifications, RETRY } from "./outbox.ts";
import { listNotificationProblems, retryNotification } from "./problems.ts";
import type { NotificationSettings } from "./settings.ts";
import { sendTestEmail, testEmail } from "./test-email.ts";

export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  settings: NotificationSettings;
  now: () => Date;
}> = async (app, { db, settings, now }) => {
  app.get(
    NOTIFICATIONS_PATH,
    {
      config: requires("manage-notifications"),
      schema: { response: { 200: notificationOverview } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        delivery: settings.smtpUrl ? "smtp" : "log",
        mode: settings.mode,
        digestHour: settings.digestHour,
        maxAttempts: RETRY.maxAttempts,
        waiting: await countPendingNotifications(db),
        ...(await listNotificationProblems(db, settings.siteUrl)),
      } as const;
    },
  );

  app.post(
    `${NOTIFICATIONS_PATH}/:id/retry`,
    {
      config: requires("manage-notifications"),
      schema: {
        params: idParams,
        response: { 200: notificationRetried, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      await retryNotification(db, request.params.id, adminOf(request), now());
      return { queued: true } as const;
    },
  );

  app.post(
    NOTIFICATION_TEST_PATH,
    {
      config: requires("manage-notifications"),
      schema: {
        summary: "Send a test e-mail to the team's addresses now",
        description:
          "Sent at once, not through the outbox, so the answer says whether the mail server " +
          "accepted it (`sent`), and its refusal (`error`) if not. Without SMTP_URL it is written " +
          "to the server's log. Recorded in the activity log either way.",
        response: { 200: notificationTestResult },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const mailer = createMailer(settings, request.log);
      const outcome = await sendTestEmail(
        mailer,
        testEmail(admin.displayName, settings.siteUrl, now()),
      ).finally(() => mailer.close());
      if (!outcome.sent) request.log.warn({ failure: outcome.error }, "test e-mail not sent");
      await recordAudit(db, { ...by(admin), action: "notification.test", success: outcome.sent });
      reply.header("cache-control", "no-store");
      return {
        sent: outcome.sent,
        delivery: mailer.delivery,
        to: settings.to,
        error: outcome.sent ? null : outcome.error,
      };
    },
  );
};
