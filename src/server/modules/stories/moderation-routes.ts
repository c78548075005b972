// The moderation calls, behind the admin guard, plus the moderators' edit and bulk actions
// (declared in shared/endpoints/stories.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { STORY_MESSAGES } from "../../../shared/contracts/stories.ts";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { withRelatedQuickSolutionsOf } from "../articles/related-quick-solutions.ts";
import {
  deleteStory,
  editStory,
  moderateStories,
  promoteStory,
  setStoryApproval,
} from "./moderation.ts";
import { returnStory } from "./return-story.ts";

const notFound = () => new HttpError(404, STORY_MESSAGES.notFound);

export const storyModerationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const [key, isApproved] of [
    ["POST /api/community/:id/approve", true],
    ["POST /api/community/:id/unapprove", false],
  ] as const) {
    app.route({
      ...endpointRoute(key),
      handler: async (request) => {
        const row = await setStoryApproval(db, request.params.id, isApproved, adminOf(request));
        if (!row) throw notFound();
        return row;
      },
    });
  }

  app.route({
    ...endpointRoute("POST /api/community/:id/move-to-expert"),
    handler: async (request, reply) => {
      const result = await promoteStory(db, request.params.id, adminOf(request));
      if (!result) throw notFound();
      // 201 for the new copy; 200 with the same copy when it was promoted before.
      const article = await withRelatedQuickSolutionsOf(db, result.article);
      return reply.status(result.created ? 201 : 200).send(article);
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/community/:id"),
    handler: async (request, reply) => {
      if (!(await deleteStory(db, request.params.id, adminOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute("POST /api/community/:id/reject"),
    handler: async (request, reply) => {
      const { id } = request.params;
      if (!(await returnStory(db, id, request.body.reason, adminOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute("PATCH /api/community/:id"),
    handler: async (request) => {
      const row = await editStory(db, request.params.id, request.body, adminOf(request));
      if (!row) throw notFound();
      return row;
    },
  });

  app.route({
    ...endpointRoute("POST /api/community/bulk"),
    handler: async (request) => moderateStories(db, request.body, adminOf(request)),
  });
};
