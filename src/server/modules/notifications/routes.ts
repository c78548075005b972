// The admin's view of e-mail notifications, for the Activity tab: how they are set up, what is
// waiting, what is failing; "send again" for a failing e-mail, and a test e-mail. Admin only;
// declared in shared/endpoints/notifications.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
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
  app.route({
    ...endpointRoute("GET /api/admin/notifications"),
    handler: async (_request, reply) => {
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
  });

  app.route({
    ...endpointRoute("POST /api/admin/notifications/:id/retry"),
    handler: async (request) => {
      await retryNotification(db, request.params.id, adminOf(request), now());
      return { queued: true } as const;
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/notifications/test"),
    handler: async (request, reply) => {
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
  });
};
