// Fills a new database with sample content. Each area is seeded once, recorded in app_settings,
// so content an admin later deletes does not come back on the next start.
import { eq } from "drizzle-orm";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import type { Db, Executor } from "../connection.ts";
import {
  adviceArticles,
  adviceCategories,
  appSettings,
  communityArticleLikes,
  communityArticles,
  newsArticles,
  quickSolutions,
} from "../schema.ts";
import { adviceCategorySeeds } from "./advice-categories.ts";
import { communityStorySeeds } from "./community-stories.ts";
import { expertArticleSeeds } from "./expert-articles.ts";
import { newsSeeds, publishedDaysAgo } from "./news.ts";
import { quickSolutionSeeds } from "./quick-solutions.ts";

interface SeedArea {
  name: string;
  run(tx: Executor): Promise<void>;
}

const areas: SeedArea[] = [
  {
    name: "quick-solutions",
    async run(tx) {
      await tx
        .insert(quickSolutions)
        .values(quickSolutionSeeds.map((seed, index) => ({ ...seed, displayOrder: index + 1 })));
    },
  },
  {
    name: "advice",
    async run(tx) {
      const categories = await tx
        .insert(adviceCategories)
        .values(
          adviceCategorySeeds.map(({ key: _key, ...category }) => ({
            ...category,
            // Stored for completeness; the API counts articles itself.
            articleCount: expertArticleSeeds.filter((article) => article.category === _key).length,
          })),
        )
        .returning({ id: adviceCategories.id, name: adviceCategories.name });
      const idByKey = new Map(
        adviceCategorySeeds.map((seed) => [
          seed.key,
          categories.find((row) => row.name === seed.name)?.id,
        ]),
      );
      await tx.insert(adviceArticles).values(
        expertArticleSeeds.map(({ category, ...article }, index) => {
          const categoryId = idByKey.get(category);
          if (categoryId === undefined) throw new Error(`Unknown advice category '${category}'`);
          return { ...article, categoryId, displayOrder: index + 1 };
        }),
      );
    },
  },
  {
    name: "news",
    async run(tx) {
      const now = new Date();
      await tx.insert(newsArticles).values(
        newsSeeds.map(({ daysAgo, ...story }) => ({
          ...story,
          publishedAt: publishedDaysAgo(now, daysAgo),
        })),
      );
    },
  },
  {
    name: "community-stories",
    async run(tx) {
      for (const [index, { likes, createdAt, ...story }] of communityStorySeeds.entries()) {
        const at =
          typeof createdAt === "string"
            ? new Date(createdAt)
            : new Date(Date.now() - createdAt.daysAgo * 24 * 60 * 60 * 1000);
        const [row] = await tx
          .insert(communityArticles)
          .values({
            ...story,
            excerpt: story.excerpt ?? generateExcerpt(story.content),
            likeCount: likes,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: communityArticles.id });
        if (!row) throw new Error("insert returned no row");
        if (likes > 0) {
          // Made-up visitor ids, so the stored count matches the like rows.
          await tx.insert(communityArticleLikes).values(
            Array.from({ length: likes }, (_, n) => ({
              articleId: row.id,
              userIdentifier: `seed-visitor-${index + 1}-${n + 1}`,
            })),
          );
        }
      }
    },
  },
];

/** Seeds every area not seeded before; returns the names of the areas it filled. */
export async function seedDatabase(db: Db): Promise<string[]> {
  const filled: string[] = [];
  for (const area of areas) {
    const key = `seeded:${area.name}`;
    const done = await db.select().from(appSettings).where(eq(appSettings.key, key));
    if (done.length > 0) continue;
    await db.transaction(async (tx) => {
      await area.run(tx);
      await tx.insert(appSettings).values({ key, value: new Date().toISOString() });
    });
    filled.push(area.name);
  }
  return filled;
}
