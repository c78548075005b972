import { useQuery } from "@tanstack/react-query";
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";

export const quickSolutionsKey = ["/api/quick-solutions"];

export function useQuickSolutions() {
  return useQuery<QuickSolution[]>({ queryKey: quickSolutionsKey });
}
