// What saving an expert article writes besides its own row: its category must exist, and the
// quick solutions it ends with are an ordered list of their own (advice_article_quick_solutions).
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { adviceArticleQuickSolutions, adviceCategories, quickSolutions } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";

export async function assertCategoryExists(tx: Executor, categoryId: number | undefined) {
  if (categoryId === undefined) return;
  const [found] = await tx
    .select({ id: adviceCategories.id })
    .from(adviceCategories)
    .where(eq(adviceCategories.id, categoryId));
  if (!found) throw new HttpError(400, "No such category", { field: "categoryId" });
}

/** Of these quick solutions, the ones that still exist. */
export async function existingQuickSolutionIds(tx: Executor, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const found = await tx
    .select({ id: quickSolutions.id })
    .from(quickSolutions)
    .where(inArray(quickSolutions.id, ids));
  return new Set(found.map((row) => row.id));
}

/** The article's related quick solutions, in this order; 400 naming one that does not exist. */
export async function setRelatedQuickSolutions(tx: Executor, articleId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const found = await existingQuickSolutionIds(tx, unique);
    if (found.size !== unique.length) {
      throw new HttpError(400, "No such quick solution", { field: "relatedQuickSolutionIds" });
    }
  }
  await tx
    .delete(adviceArticleQuickSolutions)
    .where(eq(adviceArticleQuickSolutions.adviceArticleId, articleId));
  if (unique.length > 0) {
    await tx.insert(adviceArticleQuickSolutions).values(
      unique.map((quickSolutionId, position) => ({
        adviceArticleId: articleId,
        quickSolutionId,
        position,
      })),
    );
  }
}

export async function relatedQuickSolutionIds(tx: Executor, articleId: number) {
  const rows = await tx
    .select({ id: adviceArticleQuickSolutions.quickSolutionId })
    .from(adviceArticleQuickSolutions)
    .where(eq(adviceArticleQuickSolutions.adviceArticleId, articleId))
    .orderBy(asc(adviceArticleQuickSolutions.position));
  return rows.map((row) => row.id);
}
