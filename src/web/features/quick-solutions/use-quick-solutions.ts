import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { QuickSolutionsSearch } from "../../../shared/api-paths.ts";
import { quickSolutionsQuery } from "../../lib/queries/quick-solutions.ts";

/**
 * The quick solutions the API finds for a search and limits. While a new answer is on
 * its way the previous list stays on screen rather than flashing the skeletons.
 */
export function useQuickSolutions(search: QuickSolutionsSearch = {}) {
  return useQuery({ ...quickSolutionsQuery(search), placeholderData: keepPreviousData });
}
