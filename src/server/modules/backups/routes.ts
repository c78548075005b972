// GET /api/admin/backup (shared/endpoints/backups.ts): a backup of the whole database, for `npm
// run backup` while the server holds the embedded database (and for any admin script). Admin only;
// recorded in the audit log, since the file holds every visitor's messages.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pathOf } from "../../../shared/api-routes.ts";
import { adminOf } from "../../auth/access.ts";
import { BackupError } from "../../db/backup/backup-error.ts";
import { takeBackup } from "../../db/backup/take-backup.ts";
import type { Database } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { backupDay, dailyBackupName } from "./backup-dir.ts";

export const BACKUP_PATH = pathOf("GET /api/admin/backup");

export const backupRoutes: FastifyPluginAsyncZod<{ database: Database; now: () => Date }> = async (
  app,
  { database, now },
) => {
  app.route({
    ...endpointRoute("GET /api/admin/backup"),
    handler: async (request, reply) => {
      const at = now();
      let backup: string;
      try {
        backup = await takeBackup(database, at);
      } catch (error) {
        if (!(error instanceof BackupError)) throw error;
        request.log.error({ err: error }, "backup failed");
        return reply.status(503).send({ error: error.message });
      }
      await recordAudit(database.db, {
        ...by(adminOf(request)),
        action: "backup.download",
        address: clientAddress(request),
        userAgent: request.headers["user-agent"] ?? null,
      });
      return reply
        .type("application/sql; charset=utf-8")
        .header("content-disposition", `attachment; filename="${dailyBackupName(backupDay(at))}"`)
        .send(backup);
    },
  });
};
