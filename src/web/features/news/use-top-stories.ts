import { useQuery } from "@tanstack/react-query";
import { topStoriesQuery } from "../../lib/queries/news.ts";

/** The news page's top stories (5), the key the server prefetches. */
export function useTopStories() {
  return useQuery(topStoriesQuery());
}
