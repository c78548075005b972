// Liking or unliking a story, by the API (routes.ts) or by the like form sent without JavaScript
// (like-form-routes.ts): one like limit per client address for both ways in, the same refusals,
// and the visitor cookie set only when a like or unlike has been made (visitor.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { STORY_MESSAGES } from "../../../shared/contracts/stories.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import { likeStory, unlikeStory } from "./service.ts";
import { newVisitorId, readVisitorId, setVisitorCookie } from "./visitor.ts";

export interface LikeRules {
  db: Db;
  config: Config;
  now: () => Date;
}

const LIKE_LIMIT = rateLimitOf("community-like");

/**
 * Likes (or unlikes) the story for this visitor and returns its new count. Throws an HttpError:
 * 429 past the like limit, 404 when there is no such approved story; neither sets a cookie.
 */
export async function changeLike(
  app: FastifyInstance,
  { db, config, now }: LikeRules,
  request: FastifyRequest,
  reply: FastifyReply,
  storyId: number,
  like: boolean,
): Promise<number> {
  const { allowed } = await app.limits.take(LIKE_LIMIT, clientAddress(request), now());
  if (!allowed) throw new HttpError(429, STORY_MESSAGES.likeLimited);
  const visitor = readVisitorId(request, config);
  const id = visitor ?? newVisitorId();
  const likeCount = await (like ? likeStory : unlikeStory)(db, storyId, id);
  if (likeCount === null) throw new HttpError(404, STORY_MESSAGES.notFound);
  // The privacy policy: the cookie is set only when a like or unlike has been made.
  if (!visitor) setVisitorCookie(request, reply, config, id);
  return likeCount;
}
