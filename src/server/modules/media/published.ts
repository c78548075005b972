// Whether an image may be shown to anyone: only once published content uses it. An image uploaded
// for a draft stays the team's until then (and its random key keeps it from being found by
// counting). "Uses" means a published article's text names its address, or a published news
// item's picture is it; a news item's text is shown as plain paragraphs, so its images never are.
// A photo of an access guide is public only while the guide's published version shows it: one
// uploaded to a draft, or added to a published guide and waiting for review, is not.
import { and, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { mediaPrefix } from "../../../shared/media.ts";
import type { Executor } from "../../db/connection.ts";
import { accessGuides, adviceArticles, newsArticles } from "../../db/schema.ts";
import { isPublishedArticle, isPublishedNews } from "../../lib/published-rows.ts";

/**
 * A public image is remembered for a minute, so a page of pictures asks the database once for
 * each; remembered under the data versions of the areas using it (`generation`), so taken down,
 * its content's images stop loading at once, before a shared cache purged by the change asks
 * again (those already in browsers are kept for good by design: a file's address never changes).
 */
const known = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 });

export async function isMediaPublic(
  db: Executor,
  image: { id: number; key: string; accessGuideId?: number | null },
  generation = "",
) {
  const prefix = mediaPrefix(image);
  const memo = `${prefix}@${generation}`;
  if (known.has(memo)) return true;
  if (image.accessGuideId != null) {
    const shown = JSON.stringify({ photos: [{ id: image.id, key: image.key }] });
    const [guide] = await db
      .select({ id: accessGuides.id })
      .from(accessGuides)
      .where(
        and(
          eq(accessGuides.id, image.accessGuideId),
          sql`${accessGuides.published} @> ${shown}::jsonb`,
        ),
      );
    if (!guide) return false;
    known.set(memo, true);
    return true;
  }
  const [article] = await db
    .select({ id: adviceArticles.id })
    .from(adviceArticles)
    .where(and(isPublishedArticle, sql`strpos(${adviceArticles.content}, ${prefix}) > 0`))
    .limit(1);
  const [news] = article
    ? [article]
    : await db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(and(isPublishedNews, sql`starts_with(${newsArticles.imageUrl}, ${prefix})`))
        .limit(1);
  if (!news) return false;
  known.set(memo, true);
  return true;
}
