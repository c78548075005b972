import { useQuery } from "@tanstack/react-query";
import { topStoriesQuery } from "../../lib/queries/news.ts";

/** SPEC §7 and §9: the news page's top stories, the key the server prefetches. */
export function useTopStories() {
  return useQuery(topStoriesQuery());
}
