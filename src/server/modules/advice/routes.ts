import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adviceArticleList,
  adviceArticlesQuery,
  adviceCategoryList,
} from "../../../shared/contracts/advice.ts";
import type { Db } from "../../db/connection.ts";
import { listAdviceArticles, listAdviceCategories } from "./service.ts";

export const adviceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/advice/categories",
    { schema: { response: { 200: adviceCategoryList } } },
    async () => listAdviceCategories(db),
  );

  app.get(
    "/api/advice/articles",
    { schema: { querystring: adviceArticlesQuery, response: { 200: adviceArticleList } } },
    async (request) => listAdviceArticles(db, request.query.search),
  );
};
