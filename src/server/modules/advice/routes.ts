import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adviceArticle,
  adviceArticleList,
  adviceArticlesQuery,
  adviceCategoryList,
} from "../../../shared/contracts/advice.ts";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import { withPermalinks } from "../../../shared/permalinks.ts";
import type { Db } from "../../db/connection.ts";
import { notFound } from "../../http/http-error.ts";
import {
  withRelatedQuickSolutions,
  withRelatedQuickSolutionsOf,
} from "./related-quick-solutions.ts";
import { findAdviceArticle, listAdviceArticles, listAdviceCategories } from "./service.ts";

export const adviceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/advice/categories",
    { schema: { response: { 200: adviceCategoryList } } },
    async () => listAdviceCategories(db),
  );

  app.get(
    "/api/advice/articles",
    { schema: { querystring: adviceArticlesQuery, response: { 200: adviceArticleList } } },
    async (request) =>
      withPermalinks(
        "article",
        await withRelatedQuickSolutions(db, await listAdviceArticles(db, request.query)),
      ),
  );

  app.get(
    "/api/advice/articles/:id",
    { schema: { params: idParams, response: { 200: adviceArticle, 404: errorResponse } } },
    async (request) => {
      const row = await findAdviceArticle(db, request.params.id);
      if (!row) throw notFound("Expert article");
      return withRelatedQuickSolutionsOf(db, row);
    },
  );
};
