import { useQuery } from "@tanstack/react-query";
import { topStoriesPath } from "../../../shared/api-paths.ts";
import type { NewsArticle } from "../../../shared/contracts/news.ts";

/** SPEC §7 and §9: the news page asks for 5 top stories; the server prefetches the same key. */
export const topStoriesKey = [topStoriesPath()];

export function useTopStories() {
  return useQuery<NewsArticle[]>({ queryKey: topStoriesKey });
}
