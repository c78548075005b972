// A business takes its guide back from review: a guide in review cannot change, so that
// the team publishes what it read; to change it, the business withdraws it first. It is a draft
// again (a published version stays up) until the business sends it once more.
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/connection.ts";
import { accessGuides } from "../../db/schema.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import { EDITS_LIMITED } from "./accept-guide.ts";
import { findByManageToken, NO_SUCH_GUIDE } from "./service.ts";

export const NOT_WITH_THE_TEAM =
  "Your guide is not waiting for review, so there is nothing to take back. You can change it now.";

const editLimit = rateLimitOf("access-guide-edit");

export async function withdrawGuide(db: Db, request: FastifyRequest, token: string, now: Date) {
  const { allowed } = await request.server.limits.take(editLimit, clientAddress(request), now);
  if (!allowed) throw new HttpError(429, EDITS_LIMITED);
  const row = await findByManageToken(db, token);
  if (!row) throw new HttpError(404, NO_SUCH_GUIDE);
  if (row.status !== "in_review") throw new HttpError(409, NOT_WITH_THE_TEAM);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accessGuides)
      .set({ status: "draft", updatedAt: now })
      .where(and(eq(accessGuides.id, row.id), eq(accessGuides.status, "in_review")))
      .returning();
    // Reviewed meanwhile: the team's outcome stands.
    if (!updated) throw new HttpError(409, NOT_WITH_THE_TEAM);
    await recordAudit(tx, {
      actor: "business",
      via: "manage-link",
      action: "access-guide.withdraw",
      targetId: row.id,
      address: clientAddress(request),
      details: { name: row.name },
    });
    return updated;
  });
}
