// Quick solutions data: the public list, searched and limited by the API,
// rendered on /advice-and-solutions and edited by the admin, who refetches every list after each
// change. Free of zod, like every query factory here.
import { queryOptions } from "@tanstack/react-query";
import {
  QUICK_SOLUTIONS_PATH,
  type QuickSolutionsSearch,
  quickSolutionsPath,
} from "../../../shared/api-paths.ts";
import type { ApiResponse } from "../../../shared/api-routes.ts";
import { pathStartsWith } from "./path-filter.ts";

/** Every solution in display order; or those a search finds, best first, within the limits. */
export const quickSolutionsQuery = (search: QuickSolutionsSearch = {}) =>
  queryOptions<ApiResponse<"GET /api/quick-solutions">>({ queryKey: [quickSolutionsPath(search)] });

/** Every quick-solutions list, searched or not: what an admin change refetches. */
export const quickSolutionLists = () => pathStartsWith(QUICK_SOLUTIONS_PATH);
