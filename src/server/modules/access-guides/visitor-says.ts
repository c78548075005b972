// What a visitor tells us about a published guide, whichever way it came (the API, or the guide
// page's plain forms): a "Was this right?" answer about one section, or a report of a problem
// with the whole guide. No account is needed, so both keep the story form's anti-spam rules
// (decision 007): the honeypot, the signed time the form was shown, and a limit per address.

import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { TRUST_MESSAGES } from "../../../shared/access-guides/trust.ts";
import type {
  GuideFeedbackInput,
  GuideReportInput,
} from "../../../shared/contracts/access-guide-trust.ts";
import { HONEYPOT_FIELD } from "../../../shared/contracts/common.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connection.ts";
import { accessGuideFeedback, accessGuideReports, accessGuides } from "../../db/schema.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import { checkFormToken, type FormTokenVerdict } from "../stories/form-token.ts";
import { NO_SUCH_GUIDE } from "./service.ts";

export interface VisitorRules {
  db: Db;
  config: Pick<Config, "FORM_TOKEN_MIN_AGE_MS">;
  secret: string;
  now: () => Date;
}

const TOKEN_REFUSALS: Record<Exclude<FormTokenVerdict, "ok">, string> = {
  "too-fast":
    "That was sent faster than we expected from a person. Please wait a few seconds and send it again.",
  stale: "This form was opened more than a day ago. Please reload the page and send it again.",
  invalid: "We could not check this form. Please reload the page and send it again.",
};

export const RECEIVED = { status: "received" as const };

/**
 * The checks both take: true when the post is a bot's (a filled honeypot), which is answered as
 * if taken and not kept. Throws 400 for a token too young, too old or forged, 429 past the limit.
 */
async function passesAntiSpam(
  { config, secret, now }: VisitorRules,
  request: FastifyRequest,
  limit: ReturnType<typeof rateLimitOf>,
  input: { [HONEYPOT_FIELD]?: string | undefined; formToken?: string | undefined },
) {
  const take = async () => {
    const { allowed } = await request.server.limits.take(limit, clientAddress(request), now());
    if (!allowed) throw new HttpError(429, TRUST_MESSAGES.limited);
  };
  if (input[HONEYPOT_FIELD]?.trim()) {
    await take();
    request.log.info("access guide form honeypot filled; discarded");
    return false;
  }
  // Our forms always send a token; a client of the API alone may leave it out.
  if (input.formToken !== undefined) {
    const verdict = checkFormToken(secret, input.formToken, now(), config.FORM_TOKEN_MIN_AGE_MS);
    if (verdict !== "ok") throw new HttpError(400, TOKEN_REFUSALS[verdict]);
  }
  await take();
  return true;
}

async function publishedGuide(db: Db, id: number) {
  const [row] = await db
    .select({ id: accessGuides.id, name: accessGuides.name })
    .from(accessGuides)
    .where(and(eq(accessGuides.id, id), isNotNull(accessGuides.published)));
  if (!row) throw new HttpError(404, NO_SUCH_GUIDE);
  return row;
}

export async function acceptFeedback(
  rules: VisitorRules,
  request: FastifyRequest,
  guideId: number,
  input: GuideFeedbackInput,
) {
  await publishedGuide(rules.db, guideId);
  if (!(await passesAntiSpam(rules, request, rateLimitOf("access-guide-feedback"), input)))
    return RECEIVED;
  await rules.db.insert(accessGuideFeedback).values({
    guideId,
    section: input.section,
    answer: input.answer,
    // A note only says what is wrong; a "right" needs none.
    note: input.answer === "wrong" ? (input.note ?? null) : null,
    status: input.answer === "right" ? "confirmed" : "waiting",
    createdAt: rules.now(),
  });
  return RECEIVED;
}

export async function acceptReport(
  rules: VisitorRules,
  request: FastifyRequest,
  guideId: number,
  input: GuideReportInput,
) {
  const guide = await publishedGuide(rules.db, guideId);
  if (!(await passesAntiSpam(rules, request, rateLimitOf("access-guide-report"), input)))
    return RECEIVED;
  await rules.db.transaction(async (tx) => {
    const [report] = await tx
      .insert(accessGuideReports)
      .values({
        guideId,
        reason: input.reason,
        details: input.details ?? null,
        createdAt: rules.now(),
      })
      .returning({ id: accessGuideReports.id });
    await recordAudit(tx, {
      actor: "visitor",
      action: "access-guide.report",
      targetId: guideId,
      details: { name: guide.name, reason: input.reason, reportId: report?.id },
    });
  });
  return RECEIVED;
}
