// The team's access-guide queues beyond review: reports and visitors' corrections, and the
// published guides it may take down. A file of its own: only the admin imports it, so no public
// page's first load carries it (lib/queries/access-guides.ts is shared with the guides' pages).
import { queryOptions } from "@tanstack/react-query";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";

export const guideReportsQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/access-guides/reports">>({
    queryKey: [pathOf("GET /api/admin/access-guides/reports")],
    meta: { failure: "Failed to load the reports of guides" },
  });

export const guideFeedbackQueueQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/access-guides/feedback">>({
    queryKey: [pathOf("GET /api/admin/access-guides/feedback")],
    meta: { failure: "Failed to load visitors' corrections" },
  });

export const publishedGuidesQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/access-guides">>({
    queryKey: [pathOf("GET /api/admin/access-guides", { query: { status: "published" } })],
    meta: { failure: "Failed to load the published access guides" },
  });
