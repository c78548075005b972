// The moderation calls, behind the admin guard, plus the moderators' edit and bulk actions.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adviceArticle } from "../../../shared/contracts/advice.ts";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  adminCommunityStory,
  bulkModerationInput,
  bulkModerationResult,
  COMMUNITY_MESSAGES,
  communityStoryEdit,
} from "../../../shared/contracts/community.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http/http-error.ts";
import { withRelatedQuickSolutionsOf } from "../advice/related-quick-solutions.ts";
import {
  deleteStory,
  editStory,
  moderateStories,
  promoteStory,
  setStoryApproval,
} from "./moderation.ts";

const notFound = () => new HttpError(404, COMMUNITY_MESSAGES.notFound);

export const communityModerationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const [action, isApproved] of [
    ["approve", true],
    ["unapprove", false],
  ] as const) {
    app.post(
      `/api/community/:id/${action}`,
      {
        config: requires("moderate-stories"),
        schema: { params: idParams, response: { 200: adminCommunityStory, 404: errorResponse } },
      },
      async (request) => {
        const row = await setStoryApproval(db, request.params.id, isApproved, adminOf(request));
        if (!row) throw notFound();
        return row;
      },
    );
  }

  app.post(
    "/api/community/:id/move-to-expert",
    {
      config: requires("moderate-stories"),
      schema: {
        params: idParams,
        response: { 200: adviceArticle, 201: adviceArticle, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const result = await promoteStory(db, request.params.id, adminOf(request));
      if (!result) throw notFound();
      // 201 for the new copy; 200 with the same copy when it was promoted before.
      const article = await withRelatedQuickSolutionsOf(db, result.article);
      return reply.status(result.created ? 201 : 200).send(article);
    },
  );

  app.delete(
    "/api/community/:id",
    {
      config: requires("moderate-stories"),
      schema: { params: idParams, response: { 204: z.null(), 404: errorResponse } },
    },
    async (request, reply) => {
      if (!(await deleteStory(db, request.params.id, adminOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/community/:id",
    {
      config: requires("moderate-stories"),
      schema: {
        params: idParams,
        body: communityStoryEdit,
        response: { 200: adminCommunityStory, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await editStory(db, request.params.id, request.body, adminOf(request));
      if (!row) throw notFound();
      return row;
    },
  );

  app.post(
    "/api/community/bulk",
    {
      config: requires("moderate-stories"),
      schema: { body: bulkModerationInput, response: { 200: bulkModerationResult } },
    },
    async (request) => moderateStories(db, request.body, adminOf(request)),
  );
};
