// Fills a new database with sample content. Each area is seeded once, recorded in app_settings,
// so content an admin later deletes does not come back on the next start.
import { eq, inArray } from "drizzle-orm";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import type { Db, Executor } from "../connection.ts";
import {
  adviceArticleQuickSolutions,
  adviceArticles,
  adviceCategories,
  appSettings,
  communityArticleLikes,
  communityArticles,
  newsArticles,
  quickSolutions,
} from "../schema.ts";
import { adviceCategorySeeds } from "./article-categories.ts";
import { articleSeeds, type ExpertArticleSeed } from "./articles.ts";
import { newsSeeds, publishedDaysAgo } from "./news.ts";
import { quickSolutionSeeds } from "./quick-solutions.ts";
import { storySeeds } from "./stories.ts";

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
            articleCount: articleSeeds.filter((article) => article.category === _key).length,
          })),
        )
        .returning({ id: adviceCategories.id, name: adviceCategories.name });
      const idByKey = new Map(
        adviceCategorySeeds.map((seed) => [
          seed.key,
          categories.find((row) => row.name === seed.name)?.id,
        ]),
      );
      const articles = await tx
        .insert(adviceArticles)
        .values(
          articleSeeds.map(
            (
              { category, publishedOn, updatedOn, relatedQuickSolutions: _related, ...article },
              index,
            ) => {
              const categoryId = idByKey.get(category);
              if (categoryId === undefined) {
                throw new Error(`Unknown advice category '${category}'`);
              }
              return {
                ...article,
                categoryId,
                displayOrder: index + 1,
                status: "published" as const,
                publishedAt: seedDay(publishedOn),
                updatedAt: seedDay(updatedOn ?? publishedOn),
              };
            },
          ),
        )
        .returning({ id: adviceArticles.id, title: adviceArticles.title });
      await relateQuickSolutions(tx, articles);
    },
  },
  {
    name: "news",
    async run(tx) {
      const now = new Date();
      await tx.insert(newsArticles).values(
        newsSeeds.map(({ daysAgo, ...story }) => ({
          ...story,
          status: "published" as const,
          publishedAt: publishedDaysAgo(now, daysAgo),
        })),
      );
    },
  },
  {
    name: "community-stories",
    async run(tx) {
      for (const [index, { likes, createdAt, ...story }] of storySeeds.entries()) {
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

/** A seeded article's day as a time: mid-morning, so it is that day in London all year. */
const seedDay = (day: string) => new Date(`${day}T10:00:00Z`);

/**
 * Links each seeded article to the quick solutions it names, found by their issue. A quick solution
 * the admin has since removed or renamed is left out rather than stopping the seed.
 */
async function relateQuickSolutions(tx: Executor, articles: { id: number; title: string }[]) {
  const byTitle = new Map<string, ExpertArticleSeed>(
    articleSeeds.map((seed) => [seed.title, seed]),
  );
  const issues = [...new Set(articleSeeds.flatMap((seed) => seed.relatedQuickSolutions))];
  const solutions = await tx
    .select({ id: quickSolutions.id, issue: quickSolutions.issue })
    .from(quickSolutions)
    .where(inArray(quickSolutions.issue, issues));
  const idByIssue = new Map(solutions.map((row) => [row.issue, row.id]));
  const links = articles.flatMap((article) =>
    (byTitle.get(article.title)?.relatedQuickSolutions ?? []).flatMap((issue, position) => {
      const quickSolutionId = idByIssue.get(issue);
      return quickSolutionId === undefined
        ? []
        : [{ adviceArticleId: article.id, quickSolutionId, position: position + 1 }];
    }),
  );
  if (links.length > 0) await tx.insert(adviceArticleQuickSolutions).values(links);
}

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
