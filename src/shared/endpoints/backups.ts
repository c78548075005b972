// A backup of the whole database, for `npm run backup` while the server holds the embedded
// database, and for any admin script. A SQL file, not JSON.
import { z } from "zod";
import { requires } from "../access.ts";
import { errorResponse } from "../contracts/common.ts";
import { declareArea, declareEndpoints } from "../endpoint.ts";

export const backupArea = declareArea(
  "backup",
  "A backup of the whole database, as `npm run backup` takes it.",
);

export const backupEndpoints = declareEndpoints({
  "GET /api/admin/backup": {
    access: requires("download-backups"),
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
});
