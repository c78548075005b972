// One article, story or news item, for its own page (issue 16). Free of zod, like every query
// factory here.
import { queryOptions } from "@tanstack/react-query";
import type { AdviceArticle } from "../../../shared/contracts/advice.ts";
import type { PublicCommunityStory } from "../../../shared/contracts/community.ts";
import type { NewsArticle } from "../../../shared/contracts/news.ts";

export const expertArticleQuery = (id: number) =>
  queryOptions<AdviceArticle>({
    queryKey: [`/api/advice/articles/${id}`],
    meta: { failure: "Failed to load the article" },
  });

export const communityStoryQuery = (id: number) =>
  queryOptions<PublicCommunityStory>({
    queryKey: [`/api/community/${id}`],
    meta: { failure: "Failed to load the story" },
  });

export const newsItemQuery = (id: number) =>
  queryOptions<NewsArticle>({
    queryKey: [`/api/news/${id}`],
    meta: { failure: "Failed to load the news story" },
  });
