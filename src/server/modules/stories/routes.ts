// Community stories API (docs/product.md#community-stories): submit, list (visitor or admin), like
// status, like and unlike. Anti-spam without a CAPTCHA: a honeypot, a signed form-render time and
// per-address limits (docs/decisions/007-community-anti-spam.md). Declared in
// shared/endpoints/stories.ts.
import { type FastifyPluginAsyncZod, serializerCompiler } from "fastify-type-provider-zod";
import { STORY_MESSAGES } from "../../../shared/contracts/stories.ts";
import { ENDPOINTS } from "../../../shared/endpoints/index.ts";
import { withPermalinks } from "../../../shared/permalinks.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { acceptStory } from "./accept-story.ts";
import { changeLike } from "./change-like.ts";
import { issueFormToken } from "./form-token.ts";
import {
  findApprovedStory,
  hasLiked,
  listApprovedStories,
  listStoriesForAdmin,
} from "./service.ts";
import { readVisitorId } from "./visitor.ts";

export interface StoryRouteOptions {
  db: Db;
  config: Config;
  secret: string;
  now: () => Date;
}

const notFound = () => new HttpError(404, STORY_MESSAGES.notFound);

export const storyRoutes: FastifyPluginAsyncZod<StoryRouteOptions> = async (
  app,
  { db, config, secret, now },
) => {
  // The response schema is the public one, so a visitor's answer cannot carry an e-mail whatever
  // the handler returns; only the admin branch switches to the admin serializer.
  const { enrichedResponse } = ENDPOINTS["GET /api/community"];
  const serializeAdminList = serializerCompiler({
    schema: enrichedResponse.schema,
    method: "GET",
    url: "/api/community",
    httpStatus: String(enrichedResponse.status),
  });

  app.route({
    ...endpointRoute("GET /api/community"),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...endpointRoute("GET /api/community/:id"),
    handler: async (request) => {
      const row = await findApprovedStory(db, request.params.id);
      if (!row) throw notFound();
      return row;
    },
  });

  app.route({
    ...endpointRoute("GET /api/community/form-token"),
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { token: issueFormToken(secret, now()) };
    },
  });

  app.route({
    ...endpointRoute("POST /api/community"),
    handler: async (request, reply) => {
      // The rules live beside the form's plain post, which follows them too (accept-story.ts).
      const answer = await acceptStory({ db, config, secret, now }, request, request.body);
      return reply.status(201).send(answer);
    },
  });

  app.route({
    ...endpointRoute("GET /api/community/:id/liked"),
    handler: async (request, reply) => {
      // Without a visitor cookie nothing can have been liked; no cookie is set for asking.
      const visitor = readVisitorId(request, config) ?? "";
      const liked = await hasLiked(db, request.params.id, visitor);
      if (liked === null) throw notFound();
      reply.header("cache-control", "no-store");
      return { liked };
    },
  });

  // The rules live beside the like form's plain post, which follows them too (change-like.ts).
  for (const [key, like] of [
    ["POST /api/community/:id/like", true],
    ["DELETE /api/community/:id/like", false],
  ] as const) {
    app.route({
      ...endpointRoute(key),
      handler: async (request, reply) => {
        const rules = { db, config, now };
        const likeCount = await changeLike(app, rules, request, reply, request.params.id, like);
        return { success: true, likeCount };
      },
    });
  }
};
