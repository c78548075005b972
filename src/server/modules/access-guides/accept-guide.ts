// What happens to a new or changed guide, whichever way it came: the API (with JavaScript) or the
// manage page's plain form (without). Both keep the same anti-abuse rules as stories: the
// honeypot and an hourly limit per address.
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { LICENCE_AGREED_FIELD } from "../../../shared/access-guides/licence.ts";
import { LICENCE_NEEDED_MESSAGE } from "../../../shared/access-guides/licence-words.ts";
import type {
  AccessGuideEdit,
  AccessGuideValidInput,
} from "../../../shared/contracts/access-guides.ts";
import { HONEYPOT_FIELD } from "../../../shared/contracts/common.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimit } from "../../lib/rate-limit.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import { createGuide, editGuide, submitGuide } from "./service.ts";

export const GUIDE_LIMITED =
  "You have made a lot of access guides from this connection in the last hour, so we have paused new ones for you. Please try again later.";
export const EDITS_LIMITED =
  "You have saved a lot of changes from this connection in the last hour, so we have paused them for a while. Please try again later.";

const createLimit = rateLimitOf("access-guide-create");
const editLimit = rateLimitOf("access-guide-edit");

async function take(request: FastifyRequest, limit: RateLimit, message: string, now: Date) {
  const { allowed } = await request.server.limits.take(limit, clientAddress(request), now);
  if (!allowed) throw new HttpError(429, message);
}

/**
 * A new guide, or for a bot (a filled honeypot) an answer shaped like one, with nothing kept; both
 * count towards the hourly limit.
 */
export async function acceptGuide(
  db: Db,
  request: FastifyRequest,
  input: AccessGuideValidInput,
  now: Date,
) {
  const { [HONEYPOT_FIELD]: honeypot, ...guide } = input;
  await take(request, createLimit, GUIDE_LIMITED, now);
  if (honeypot?.trim()) {
    request.log.info("access guide honeypot filled; guide discarded");
    return { id: 0, status: "draft" as const, manageToken: randomBytes(24).toString("base64url") };
  }
  return createGuide(db, guide);
}

export async function acceptEdit(
  db: Db,
  request: FastifyRequest,
  token: string,
  edit: AccessGuideEdit,
  now: Date,
) {
  await take(request, editLimit, EDITS_LIMITED, now);
  return editGuide(db, token, edit, now);
}

/**
 * Sent for review, with the business's agreement that the facts are published as open data
 * (decision 046): without it, nothing changes.
 */
export async function acceptSubmission(
  db: Db,
  request: FastifyRequest,
  token: string,
  now: Date,
  licenceAgreed = false,
) {
  await take(request, editLimit, EDITS_LIMITED, now);
  if (!licenceAgreed) {
    throw new HttpError(422, LICENCE_NEEDED_MESSAGE, {
      fields: { [LICENCE_AGREED_FIELD]: LICENCE_NEEDED_MESSAGE },
    });
  }
  return submitGuide(db, token, now);
}
