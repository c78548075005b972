// The admin's view of e-mail notifications (issue 17), for the Activity tab: how they are set up,
// what is waiting, what is failing; and "send again" for a failing e-mail. Admin only.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  NOTIFICATIONS_PATH,
  notificationOverview,
  notificationRetried,
} from "../../../shared/contracts/notifications.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { countPendingNotifications, RETRY } from "./outbox.ts";
import { listNotificationProblems, retryNotification } from "./problems.ts";
import type { NotificationSettings } from "./settings.ts";

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
};
