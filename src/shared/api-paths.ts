// The API paths the browser uses as query keys (docs/product.md#how-the-browser-talks-to-the-api),
// each built from its route in ./api-routes.ts. Kept free of zod, so the route table and every page
// can import them without loading the validation library on first paint.
import { pathOf } from "./api-routes.ts";
import type { AuditAction } from "./audit-actions.ts";
import { NEWS_LIST_LIMIT, TOP_STORIES_LIMIT } from "./news.ts";
import { PAGE_PATHS } from "./page-paths.ts";

export const topStoriesPath = (limit: number = TOP_STORIES_LIMIT.default) =>
  pathOf("GET /api/news/top-stories", { query: { limit } });
export const newsListPath = (limit: number = NEWS_LIST_LIMIT.default) =>
  pathOf("GET /api/news", { query: { limit } });

/** The approved stories, optionally searched: matched and ranked by the server. */
export function storiesPath(term = ""): string {
  return pathOf("GET /api/community", { query: { approved: "true", search: term } });
}

/** Expert articles, optionally searched (ranked) and of one category. */
export function articlesPath(term = "", category?: number): string {
  return pathOf("GET /api/advice/articles", { query: { search: term, category } });
}

export const QUICK_SOLUTIONS_PATH = pathOf("GET /api/quick-solutions");

export interface QuickSolutionsSearch {
  search?: string;
  maxCost?: string | undefined;
  maxEffort?: string | undefined;
}

/** Quick solutions, optionally searched (ranked) and limited by cost and effort. */
export const quickSolutionsPath = ({ search, maxCost, maxEffort }: QuickSolutionsSearch = {}) =>
  pathOf("GET /api/quick-solutions", { query: { search, maxCost, maxEffort } });

export const ADVICE_CATEGORIES_PATH = pathOf("GET /api/advice/categories");

export const assessmentPath = (token: string) =>
  pathOf("GET /api/assessments/:token", { params: { token } });
/** Where deleting results leads, with or without JavaScript; the page then says they are gone. */
export const ASSESSMENT_DELETED_PARAM = "deleted";
export const ASSESSMENT_DELETED_PATH = `${PAGE_PATHS.selfAssessment}?${ASSESSMENT_DELETED_PARAM}=true`;
export const ASSESSMENT_SUMMARY_PATH = pathOf("GET /api/admin/assessments/summary");

/** The admin's news sources. */
export const NEWS_SOURCES_PATH = pathOf("GET /api/admin/news-sources");

/** The admin's view of the e-mail notifications. */
export const NOTIFICATIONS_PATH = pathOf("GET /api/admin/notifications");

/** One page of the audit log, optionally one action or one person only. */
export function auditLogPath(
  page: number,
  action?: AuditAction | null,
  actor?: string | null,
): string {
  return pathOf("GET /api/admin/audit-log", { query: { page, action, actor } });
}
