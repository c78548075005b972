// Community stories API (docs/product.md#community-stories): submit, list (visitor or admin), like
// status, like and unlike. Anti-spam without a CAPTCHA: a honeypot, a signed form-render time and
// per-address limits (docs/decisions/007-community-anti-spam.md).
import { type FastifyPluginAsyncZod, serializerCompiler } from "fastify-type-provider-zod";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  adminCommunityStoryList,
  COMMUNITY_LIKE_LIMIT,
  COMMUNITY_MESSAGES,
  COMMUNITY_SUBMIT_LIMIT,
  communityListQuery,
  communityStoryInput,
  formTokenAnswer,
  HONEYPOT_FIELD,
  likeResult,
  likeStatus,
  publicCommunityStory,
  publicCommunityStoryList,
  submittedCommunityStory,
} from "../../../shared/contracts/community.ts";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import { withPermalinks } from "../../../shared/permalinks.ts";
import { enrichedFor, PUBLIC } from "../../auth/access.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { checkFormToken, issueFormToken } from "./form-token.ts";
import {
  createCommunityStory,
  findApprovedStory,
  hasLiked,
  likeStory,
  listApprovedStories,
  listStoriesForAdmin,
  unlikeStory,
} from "./service.ts";
import { newVisitorId, readVisitorId, setVisitorCookie } from "./visitor.ts";

export interface CommunityRouteOptions {
  db: Db;
  config: Config;
  secret: string;
  now: () => Date;
}

const notFound = () => new HttpError(404, COMMUNITY_MESSAGES.notFound);

export const communityRoutes: FastifyPluginAsyncZod<CommunityRouteOptions> = async (
  app,
  { db, config, secret, now },
) => {
  // The response schema is the public one, so a visitor's answer cannot carry an e-mail whatever
  // the handler returns; only the admin branch switches to the admin serializer.
  const serializeAdminList = serializerCompiler({
    schema: adminCommunityStoryList,
    method: "GET",
    url: "/api/community",
    httpStatus: "200",
  });

  app.get(
    "/api/community",
    {
      config: enrichedFor("moderate-stories"),
      schema: {
        querystring: communityListQuery,
        response: { 200: publicCommunityStoryList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { approved, search } = request.query;
      if (request.admin) {
        const rows = await listStoriesForAdmin(db, {
          ...(approved ? { approved: approved === "true" } : {}),
          ...(search ? { search } : {}),
        });
        reply.serializer(serializeAdminList);
        return reply.send(withPermalinks("story", rows));
      }
      // Visitors only ever get approved stories, whatever `approved` says.
      return withPermalinks("story", await listApprovedStories(db, search));
    },
  );

  app.get(
    "/api/community/:id",
    { schema: { params: idParams, response: { 200: publicCommunityStory, 404: errorResponse } } },
    async (request) => {
      const row = await findApprovedStory(db, request.params.id);
      if (!row) throw notFound();
      return row;
    },
  );

  app.get(
    "/api/community/form-token",
    { schema: { response: { 200: formTokenAnswer } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { token: issueFormToken(secret, now()) };
    },
  );

  app.post(
    "/api/community",
    {
      config: PUBLIC,
      schema: {
        body: communityStoryInput,
        response: { 201: submittedCommunityStory, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: honeypot, formToken, ...story } = request.body;
      const submitLimit = { bucket: "community-submit", ...COMMUNITY_SUBMIT_LIMIT };
      // A filled honeypot is a bot: it gets an answer shaped like success, so it learns nothing,
      // and nothing is stored. It counts toward the hourly limit as a story does, and
      // past it gets the same 429.
      if (honeypot?.trim()) {
        const { allowed } = await app.limits.take(submitLimit, clientAddress(request), now());
        if (!allowed) throw new HttpError(429, COMMUNITY_MESSAGES.submitLimited);
        request.log.info("community form honeypot filled; submission discarded");
        const at = now();
        return reply.status(201).send({
          id: 0,
          title: story.title,
          content: story.content,
          excerpt: story.excerpt ?? generateExcerpt(story.content),
          authorName: story.authorName,
          likeCount: 0,
          isApproved: false,
          createdAt: at,
          updatedAt: at,
        });
      }
      // Our form always sends a token; a client sending just the original five fields is served.
      if (formToken !== undefined) {
        const verdict = checkFormToken(secret, formToken, now(), config.FORM_TOKEN_MIN_AGE_MS);
        if (verdict === "too-fast") throw new HttpError(400, COMMUNITY_MESSAGES.tooFast);
        if (verdict === "stale") throw new HttpError(400, COMMUNITY_MESSAGES.staleForm);
        if (verdict === "invalid") throw new HttpError(400, COMMUNITY_MESSAGES.badToken);
      }
      const { allowed } = await app.limits.take(submitLimit, clientAddress(request), now());
      if (!allowed) throw new HttpError(429, COMMUNITY_MESSAGES.submitLimited);
      const row = await createCommunityStory(db, story);
      return reply.status(201).send(row);
    },
  );

  app.get(
    "/api/community/:id/liked",
    { schema: { params: idParams, response: { 200: likeStatus, 404: errorResponse } } },
    async (request, reply) => {
      // Without a visitor cookie nothing can have been liked; no cookie is set for asking.
      const visitor = readVisitorId(request, config) ?? "";
      const liked = await hasLiked(db, request.params.id, visitor);
      if (liked === null) throw notFound();
      reply.header("cache-control", "no-store");
      return { liked };
    },
  );

  const likeLimit = { bucket: "community-like", ...COMMUNITY_LIKE_LIMIT };

  for (const method of ["POST", "DELETE"] as const) {
    app.route({
      method,
      url: "/api/community/:id/like",
      config: PUBLIC,
      schema: {
        params: idParams,
        response: { 200: likeResult, 404: errorResponse, 429: errorResponse },
      },
      handler: async (request, reply) => {
        const { allowed } = await app.limits.take(likeLimit, clientAddress(request), now());
        if (!allowed) throw new HttpError(429, COMMUNITY_MESSAGES.likeLimited);
        const visitor = readVisitorId(request, config);
        const id = visitor ?? newVisitorId();
        const change = method === "POST" ? likeStory : unlikeStory;
        const likeCount = await change(db, request.params.id, id);
        if (likeCount === null) throw notFound();
        // The privacy policy: the cookie is set only when a like or unlike has been made.
        if (!visitor) setVisitorCookie(request, reply, config, id);
        return { success: true, likeCount };
      },
    });
  }
};
