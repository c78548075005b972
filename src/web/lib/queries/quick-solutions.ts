// Quick solutions data (SPEC §7): one public list, rendered on /advice-and-solutions and edited by
// the admin, who refetches it after every change. Free of zod, like every query factory here.
import { queryOptions } from "@tanstack/react-query";
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";

export const quickSolutionsQuery = () =>
  queryOptions<QuickSolution[]>({ queryKey: ["/api/quick-solutions"] });
