// Each expert article ends with the quick solutions linked to it (an explicit list,
// advice_article_quick_solutions), read for a whole page of articles in one query.
import { asc, eq, inArray } from "drizzle-orm";
import type { RelatedQuickSolution } from "../../../shared/contracts/articles.ts";
import type { Executor } from "../../db/connection.ts";
import { adviceArticleQuickSolutions, quickSolutions } from "../../db/schema.ts";

export async function withRelatedQuickSolutions<T extends { id: number }>(
  db: Executor,
  articles: T[],
): Promise<(T & { relatedQuickSolutions: RelatedQuickSolution[] })[]> {
  const ids = articles.map((article) => article.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            articleId: adviceArticleQuickSolutions.adviceArticleId,
            id: quickSolutions.id,
            issue: quickSolutions.issue,
          })
          .from(adviceArticleQuickSolutions)
          .innerJoin(
            quickSolutions,
            eq(quickSolutions.id, adviceArticleQuickSolutions.quickSolutionId),
          )
          .where(inArray(adviceArticleQuickSolutions.adviceArticleId, ids))
          .orderBy(asc(adviceArticleQuickSolutions.position), asc(quickSolutions.id));
  const byArticle = new Map<number, RelatedQuickSolution[]>();
  for (const { articleId, ...solution } of rows) {
    byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), solution]);
  }
  return articles.map((article) => ({
    ...article,
    relatedQuickSolutions: byArticle.get(article.id) ?? [],
  }));
}

/** One article with its related quick solutions. */
export async function withRelatedQuickSolutionsOf<T extends { id: number }>(
  db: Executor,
  article: T,
): Promise<T & { relatedQuickSolutions: RelatedQuickSolution[] }> {
  const [withRelated] = await withRelatedQuickSolutions(db, [article]);
  return withRelated ?? { ...article, relatedQuickSolutions: [] };
}
