import { useQuery } from "@tanstack/react-query";
import { quickSolutionsQuery } from "../../lib/queries/quick-solutions.ts";

export function useQuickSolutions() {
  return useQuery(quickSolutionsQuery());
}
