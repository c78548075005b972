// What happens to a checked story, whichever way it came: the API (with JavaScript) or the page's
// plain form post (without). Both keep the same anti-spam rules (decision 007): the honeypot, the
// signed time the form was shown, and the hourly limit.
import type { FastifyRequest } from "fastify";
import {
  HONEYPOT_FIELD,
  STORY_MESSAGES,
  type StoryValidInput,
} from "../../../shared/contracts/stories.ts";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import { checkFormToken, type FormTokenVerdict } from "./form-token.ts";
import { createStory } from "./service.ts";

export interface StoryRules {
  db: Db;
  config: Pick<Config, "FORM_TOKEN_MIN_AGE_MS">;
  secret: string;
  now: () => Date;
}

type Refusal = Exclude<FormTokenVerdict, "ok"> | "limited";

const REFUSALS: Record<Refusal, [status: number, message: string]> = {
  "too-fast": [400, STORY_MESSAGES.tooFast],
  stale: [400, STORY_MESSAGES.staleForm],
  invalid: [400, STORY_MESSAGES.badToken],
  limited: [429, STORY_MESSAGES.submitLimited],
};

/** A story refused as a whole, with the reason, so the plain form can answer each in its way. */
export class StoryRefused extends HttpError {
  constructor(readonly reason: Refusal) {
    const [status, message] = REFUSALS[reason];
    super(status, message);
  }
}

const submitLimit = rateLimitOf("community-submit");

/**
 * Stores the story pending, with no likes, and returns it; a bot's (a filled honeypot) is
 * answered with a story-shaped body (id 0) and nothing is kept. Throws StoryRefused for a token
 * that is too young, too old or forged, and past the hourly limit.
 */
export async function acceptStory(
  { db, config, secret, now }: StoryRules,
  request: FastifyRequest,
  input: StoryValidInput,
) {
  const { [HONEYPOT_FIELD]: honeypot, formToken, ...story } = input;
  const take = () => request.server.limits.take(submitLimit, clientAddress(request), now());
  // A filled honeypot is a bot: it gets an answer shaped like success, so it learns nothing,
  // and nothing is stored. It counts toward the hourly limit as a story does, and
  // past it gets the same 429.
  if (honeypot?.trim()) {
    if (!(await take()).allowed) throw new StoryRefused("limited");
    request.log.info("community form honeypot filled; submission discarded");
    const at = now();
    return {
      id: 0,
      title: story.title,
      content: story.content,
      excerpt: story.excerpt ?? generateExcerpt(story.content),
      authorName: story.authorName,
      likeCount: 0,
      isApproved: false,
      createdAt: at,
      updatedAt: at,
    };
  }
  // Our form always sends a token; a client sending just the original five fields is served.
  if (formToken !== undefined) {
    const verdict = checkFormToken(secret, formToken, now(), config.FORM_TOKEN_MIN_AGE_MS);
    if (verdict !== "ok") throw new StoryRefused(verdict);
  }
  if (!(await take()).allowed) throw new StoryRefused("limited");
  return createStory(db, story);
}
