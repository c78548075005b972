import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Query } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../query-client.ts";
import { activityLogQuery, adminSessionQuery, contactRequestsQuery } from "./admin.ts";
import { adviceCategoriesQuery, adviceLists, articlesQuery } from "./articles.ts";
import { adminNewsQuery, adminTopStoriesQuery, newsLists, topStoriesQuery } from "./news.ts";
import { newsSourcesQuery } from "./news-sources.ts";
import {
  changedByWrites,
  publishingItemQuery,
  publishingListQuery,
  reviewCountQuery,
  revisionsQuery,
} from "./publishing.ts";
import { quickSolutionLists, quickSolutionsQuery } from "./quick-solutions.ts";
import {
  adminStoriesQuery,
  allStoryQueries,
  formTokenQuery,
  likeStatusQuery,
  storiesQuery,
  visitorStoryLists,
} from "./stories.ts";

const every = {
  quickSolutions: quickSolutionsQuery(),
  quickSolutionsSearch: quickSolutionsQuery({ search: "ramp", maxCost: "free" }),
  expertArticles: articlesQuery(),
  expertArticlesSearch: articlesQuery("ramp"),
  expertArticlesCategory: articlesQuery("ramp", 3),
  adviceCategories: adviceCategoriesQuery(),
  communityStories: storiesQuery(),
  likeStatus: likeStatusQuery(7),
  formToken: formTokenQuery(),
  adminPending: adminStoriesQuery(false),
  adminApproved: adminStoriesQuery(true),
  topStories: topStoriesQuery(),
  adminTopStories: adminTopStoriesQuery(),
  adminNews: adminNewsQuery(),
  newsSources: newsSourcesQuery(),
  newsItems: publishingListQuery("news"),
  newsItem: publishingItemQuery("news", 4),
  newsRevisions: revisionsQuery("news", 4),
  newsInReview: reviewCountQuery("news"),
  articles: publishingListQuery("article"),
  article: publishingItemQuery("article", 4),
  articlesInReview: reviewCountQuery("article"),
  session: adminSessionQuery(),
  messages: contactRequestsQuery(),
  activity: activityLogQuery(1, null, null),
  activityFiltered: activityLogQuery(2, "community.approve", "user:ada"),
};

/** Just enough of a cached query for a filter's predicate. */
const cached = (queryKey: readonly unknown[]) => ({ queryKey }) as unknown as Query;
const matching = (filter: { predicate: (query: Query) => boolean }) =>
  Object.entries(every)
    .filter(([, options]) => filter.predicate(cached(options.queryKey)))
    .map(([name]) => name)
    .sort();

describe("query factories", () => {
  it("give every query its own key", () => {
    const keys = Object.values(every).map((options) => JSON.stringify(options.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("give the same key on every call, so prefetch, hooks and invalidation agree", () => {
    expect(articlesQuery("").queryKey).toEqual(articlesQuery().queryKey);
    expect(adminStoriesQuery(true).queryKey).toEqual(every.adminApproved.queryKey);
    expect(quickSolutionsQuery({ search: "  ", maxCost: "" }).queryKey).toEqual(
      quickSolutionsQuery().queryKey,
    );
  });

  it("start each key with the API path the default query function fetches", () => {
    expect(every.quickSolutions.queryKey[0]).toBe("/api/quick-solutions");
    expect(every.quickSolutionsSearch.queryKey[0]).toBe(
      "/api/quick-solutions?search=ramp&maxCost=free",
    );
    expect(every.expertArticlesCategory.queryKey[0]).toBe(
      "/api/advice/articles?search=ramp&category=3",
    );
    expect(every.communityStories.queryKey[0]).toBe("/api/community?approved=true");
    expect(every.topStories.queryKey[0]).toBe("/api/news/top-stories?limit=5");
    expect(every.adminNews.queryKey[0]).toBe("/api/news?limit=50");
    expect(every.newsSources.queryKey[0]).toBe("/api/admin/news-sources");
    expect(every.newsRevisions.queryKey[0]).toBe("/api/admin/news/4/revisions");
    expect(every.articlesInReview.queryKey[0]).toBe("/api/admin/articles/review-count");
    expect(every.adminPending.queryKey[0]).toBe("/api/community?approved=false");
    expect(every.activityFiltered.queryKey[0]).toBe(
      "/api/admin/audit-log?page=2&action=community.approve&actor=user%3Aada",
    );
  });

  it("name the failures the product names, and only those", () => {
    const failures = Object.fromEntries(
      Object.entries(every).flatMap(([name, options]) =>
        options.meta?.failure ? [[name, options.meta.failure]] : [],
      ),
    );
    expect(failures).toEqual({
      communityStories: "Failed to fetch community articles",
      likeStatus: "Failed to check like status",
      adminPending: "Failed to fetch articles",
      adminApproved: "Failed to fetch articles",
      adminTopStories: "Failed to fetch top stories",
      adminNews: "Failed to fetch news articles",
      messages: "Failed to fetch contact requests",
    });
  });
});

describe("invalidation filters", () => {
  it("change like counts in the visitor lists only, never the admin's", () => {
    expect(matching(visitorStoryLists())).toEqual(["communityStories"]);
  });

  it("refetch every community query after moderation", () => {
    expect(matching(allStoryQueries())).toEqual([
      "adminApproved",
      "adminPending",
      "communityStories",
      "formToken",
      "likeStatus",
    ]);
  });

  it("refetch every news list, the public one too, after a news write", () => {
    expect(matching(newsLists())).toEqual(["adminNews", "adminTopStories", "topStories"]);
  });

  it("refetch the news items written in the admin and every news list, not the sources", () => {
    expect(matching(changedByWrites("news"))).toEqual([
      "adminNews",
      "adminTopStories",
      "newsInReview",
      "newsItem",
      "newsItems",
      "newsRevisions",
      "topStories",
    ]);
  });

  it("refetch the articles written in the admin and every public advice list after an article write", () => {
    expect(matching(changedByWrites("article"))).toEqual([
      "adviceCategories",
      "article",
      "articles",
      "articlesInReview",
      "expertArticles",
      "expertArticlesCategory",
      "expertArticlesSearch",
    ]);
  });

  it("refetch the expert articles after a promotion", () => {
    expect(matching(adviceLists())).toEqual([
      "adviceCategories",
      "expertArticles",
      "expertArticlesCategory",
      "expertArticlesSearch",
    ]);
  });

  it("refetch every quick-solutions list, searched or not, after an admin change", () => {
    expect(matching(quickSolutionLists())).toEqual(["quickSolutions", "quickSolutionsSearch"]);
  });
});

describe("the default query function", () => {
  it("fetches the key's path and wraps a failure in its name, keeping the answer", async () => {
    const answer = new Error("500: Internal Server Error");
    const fetched: string[] = [];
    const client = createQueryClient(async (path) => {
      fetched.push(path);
      throw answer;
    });
    const failure = await client.fetchQuery(adminStoriesQuery(false)).catch((error) => error);
    expect(fetched).toEqual(["/api/community?approved=false"]);
    expect(failure.message).toBe("Failed to fetch articles");
    expect(failure.cause).toBe(answer);
  });

  it("passes other failures through unchanged", async () => {
    const answer = new Error("500: Internal Server Error");
    const client = createQueryClient(async () => {
      throw answer;
    });
    await expect(client.fetchQuery(quickSolutionsQuery())).rejects.toBe(answer);
  });
});

describe("query keys", () => {
  const webRoot = join(import.meta.dirname, "../..");
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
    });

  it("are built only by the factories in lib/queries, never typed out elsewhere", () => {
    const offenders = sources(webRoot)
      .filter((path) => !relative(webRoot, path).startsWith("lib/queries/"))
      .filter((path) => /queryKey:\s*\[/.test(readFileSync(path, "utf8")))
      .map((path) => relative(webRoot, path));
    expect(offenders).toEqual([]);
  });
});
