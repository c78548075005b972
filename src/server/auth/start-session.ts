// What every way of signing in ends with (a password, a passkey, an accepted invitation): a new
// session, the cookie, the time noted on the account, and one audit row naming the person.
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { clientAddress } from "../http/client-address.ts";
import { adminCookie } from "../http/cookies.ts";
import { recordAudit } from "../lib/audit.ts";
import { userActor } from "./identity.ts";
import { createSession } from "./sessions.ts";

export async function startSession(
  { db, config, now }: { db: Db; config: Config; now: Date },
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; username: string },
  how: "password" | "passkey" | "invitation",
) {
  const sessionId = await createSession(db, user.id, now);
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
  await recordAudit(db, {
    actor: userActor(user.username),
    action: "admin.login",
    address: clientAddress(request),
    userAgent: request.headers["user-agent"] ?? null,
    details: { with: how },
  });
  const cookie = adminCookie(request, config);
  return reply.setCookie(cookie.name, sessionId, cookie.options).status(204).send(null);
}
