// Expert articles as visitors read them, declared in shared/endpoints/articles.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { withPermalinks } from "../../../shared/permalinks.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { notFound } from "../../http/http-error.ts";
import {
  withRelatedQuickSolutions,
  withRelatedQuickSolutionsOf,
} from "./related-quick-solutions.ts";
import { findArticle, listAdviceCategories, listArticles } from "./service.ts";

export const articleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("GET /api/advice/categories"),
    handler: async () => listAdviceCategories(db),
  });

  app.route({
    ...endpointRoute("GET /api/advice/articles"),
    handler: async (request) =>
      withPermalinks(
        "article",
        await withRelatedQuickSolutions(db, await listArticles(db, request.query)),
      ),
  });

  app.route({
    ...endpointRoute("GET /api/advice/articles/:id"),
    handler: async (request) => {
      const row = await findArticle(db, request.params.id);
      if (!row) throw notFound("Expert article");
      return withRelatedQuickSolutionsOf(db, row);
    },
  });
};
