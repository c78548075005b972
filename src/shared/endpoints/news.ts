// News (docs/product.md#news and #top-stories-and-news): the public lists and items, and the
// editors' quick writes: a story added by hand, marking top stories, deleting. News written,
// scheduled and published in the admin is the publishing pipeline's (./publishing.ts).
import { PUBLIC, requires } from "../access.ts";
import { errorResponse, idParams, noContent } from "../contracts/common.ts";
import {
  customStoryInput,
  NEWS_TEXT_MAX,
  newsArticle,
  newsArticleList,
  newsListQuery,
  topStoriesQuery,
} from "../contracts/news.ts";
import { declareArea, declareEndpoints, jsonBodyLimit } from "../endpoint.ts";

const publish = requires("publish-content");
const CHANGES = ["news"] as const;
/** Marking or unmarking a top story: each endpoint its own declaration. */
const topStory = () => ({
  access: publish,
  changes: CHANGES,
  schema: { params: idParams, response: { 200: newsArticle, 404: errorResponse } },
});

export const newsArea = declareArea("news", "News and top stories as visitors read them.");

export const newsEndpoints = declareEndpoints({
  "GET /api/news/top-stories": {
    access: PUBLIC,
    schema: { querystring: topStoriesQuery, response: { 200: newsArticleList } },
  },
  "GET /api/news": {
    access: PUBLIC,
    schema: { querystring: newsListQuery, response: { 200: newsArticleList } },
  },
  "GET /api/news/:id": {
    access: PUBLIC,
    schema: { params: idParams, response: { 200: newsArticle, 404: errorResponse } },
  },
  "POST /api/news": {
    access: publish,
    changes: CHANGES,
    bodyLimit: jsonBodyLimit(NEWS_TEXT_MAX),
    schema: { body: customStoryInput, response: { 201: newsArticle } },
    example: {
      title: "New guidance on hearing loops",
      excerpt: "What the new guidance asks of shops.",
      content: "The guidance explains where loops help most and how to test them.",
      category: "Guidance",
      sourceUrl: "https://www.example.org/loops",
      isTopStory: true,
      publishedAt: "2026-05-01T09:00:00Z",
    },
  },
  "POST /api/news/:id/mark-top-story": topStory(),
  "POST /api/news/:id/unmark-top-story": topStory(),
  "DELETE /api/news/:id": {
    access: publish,
    changes: CHANGES,
    schema: { params: idParams, response: { 204: noContent, 404: errorResponse } },
  },
});
