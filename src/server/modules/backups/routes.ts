// GET /api/admin/backup: a backup of the whole database, for `npm run backup` while the server
// holds the embedded database (and for any admin script). Admin only; recorded in the audit log,
// since the file holds every visitor's messages.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../../shared/contracts/common.ts";
import { adminOf, requires } from "../../auth/access.ts";
import { BackupError } from "../../db/backup/backup-error.ts";
import { takeBackup } from "../../db/backup/take-backup.ts";
import type { Database } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { backupDay, dailyBackupName } from "./backup-dir.ts";

export const BACKUP_PATH = "/api/admin/backup";

export const backupRoutes: FastifyPluginAsyncZod<{ database: Database; now: () => Date }> = async (
  app,
  { database, now },
) => {
  app.get(
    BACKUP_PATH,
    {
      config: requires("download-backups"),
      schema: {
        summary: "A backup of the whole database",
        description:
          "A logical SQL dump (pg_dump's plain format, with INSERT statements) of every table, " +
          "without admin sessions, sign-in throttling or rate-limit counters. `npm run restore` " +
          "loads it into an empty database.",
        response: {
          200: {
            description: "The backup file",
            content: { "application/sql": { schema: z.string() } },
          },
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
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
  );
};
