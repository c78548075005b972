// Expert articles data (SPEC §7): the articles matching a search term, matched by the server.
import { queryOptions } from "@tanstack/react-query";
import { adviceArticlesPath } from "../../../shared/api-paths.ts";
import type { AdviceArticle } from "../../../shared/contracts/advice.ts";
import { pathStartsWith } from "./path-filter.ts";

export const expertArticlesQuery = (term = "") =>
  queryOptions<AdviceArticle[]>({ queryKey: [adviceArticlesPath(term)] });

/** SPEC §7: promoting a story refetches the /api/advice lists. */
export const adviceLists = () => pathStartsWith("/api/advice");
