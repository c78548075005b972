// The admin's news sources.
import { queryOptions } from "@tanstack/react-query";
import { NEWS_SOURCES_PATH } from "../../../shared/api-paths.ts";
import type { ApiResponse } from "../../../shared/api-routes.ts";

/**
 * The sources with their last fetch. The schedule changes them behind the page's back, so they
 * are fetched again whenever the Top Stories tab opens, not kept forever as other data is.
 */
export const newsSourcesQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/news-sources">>({
    queryKey: [NEWS_SOURCES_PATH],
    staleTime: 0,
  });
