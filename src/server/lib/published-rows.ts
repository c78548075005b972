// Which rows of the kinds written in the admin the public sees: published ones only; drafts,
// scheduled and unpublished pieces are seen by the editorial team only. Here, below the modules,
// so each kind's module reads its own rule and the media library (an image is public only once
// published content uses it) reads both without the kinds and the library importing each other.
import { eq } from "drizzle-orm";
import { adviceArticles, newsArticles } from "../db/schema.ts";

export const isPublishedArticle = eq(adviceArticles.status, "published");

export const isPublishedNews = eq(newsArticles.status, "published");
