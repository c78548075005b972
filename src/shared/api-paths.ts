// The API paths the browser uses as query keys (docs/product.md#how-the-browser-talks-to-the-api),
// each built from its route in ./api-routes.ts. Kept free of zod, so the route table and every page
// can import them without loading the validation library on first paint.
import { pathOf } from "./api-routes.ts";
import { PAGE_PATHS } from "./page-paths.ts";

/** Top stories on the news page: 5 (at most 50); the admin's news list: 50 (at most 100). */
export const TOP_STORIES_LIMIT = { default: 5, max: 50 } as const;
export const NEWS_LIST_LIMIT = { default: 50, max: 100 } as const;

export const topStoriesPath = (limit: number = TOP_STORIES_LIMIT.default) =>
  pathOf("GET /api/news/top-stories", { query: { limit } });
export const newsListPath = (limit: number = NEWS_LIST_LIMIT.default) =>
  pathOf("GET /api/news", { query: { limit } });

/** The visitor list of approved stories, as the original client asked for it. */
export const COMMUNITY_STORIES_PATH = pathOf("GET /api/community", { query: { approved: "true" } });

/** The approved stories, optionally searched: matched and ranked by the server (issue 27). */
export function communityStoriesPath(term = ""): string {
  return pathOf("GET /api/community", { query: { approved: "true", search: term } });
}

/** Longest search term the articles API accepts, after trimming. */
export const ADVICE_SEARCH_MAX = 200;

/** Expert articles, optionally searched (ranked) and of one category (issue 19). */
export function adviceArticlesPath(term = "", category?: number): string {
  return pathOf("GET /api/advice/articles", { query: { search: term, category } });
}

export const QUICK_SOLUTIONS_PATH = pathOf("GET /api/quick-solutions");

export interface QuickSolutionsSearch {
  search?: string;
  maxCost?: string | undefined;
  maxEffort?: string | undefined;
}

/** Quick solutions, optionally searched (ranked) and limited by cost and effort (issue 19). */
export const quickSolutionsPath = ({ search, maxCost, maxEffort }: QuickSolutionsSearch = {}) =>
  pathOf("GET /api/quick-solutions", { query: { search, maxCost, maxEffort } });

export const ADVICE_CATEGORIES_PATH = pathOf("GET /api/advice/categories");

/** A self-assessment's results token: 32 base64url characters, 192 random bits. */
export const ASSESSMENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const assessmentPath = (token: string) =>
  pathOf("GET /api/assessments/:token", { params: { token } });
/** Where deleting results leads, with or without JavaScript; the page then says they are gone. */
export const ASSESSMENT_DELETED_PARAM = "deleted";
export const ASSESSMENT_DELETED_PATH = `${PAGE_PATHS.selfAssessment}?${ASSESSMENT_DELETED_PARAM}=true`;
export const ASSESSMENT_SUMMARY_PATH = pathOf("GET /api/admin/assessments/summary");

/** The admin's news sources (issue 16). */
export const NEWS_SOURCES_PATH = pathOf("GET /api/admin/news-sources");

/** The admin's view of the e-mail notifications (issue 17), and a failed one's "send again". */
export const NOTIFICATIONS_PATH = pathOf("GET /api/admin/notifications");
export const notificationRetryPath = (id: number) =>
  pathOf("POST /api/admin/notifications/:id/retry", { params: { id } });
export const NOTIFICATION_TEST_PATH = pathOf("POST /api/admin/notifications/test");
