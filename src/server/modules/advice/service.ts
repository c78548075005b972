import { asc, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connection.ts";
import { adviceArticles, adviceCategories } from "../../db/schema.ts";
import { likePattern } from "../../lib/like-pattern.ts";

/**
 * Every category with its article count taken from the articles themselves. The stored
 * article_count column is not trusted: promotions and deletions would leave it behind.
 */
export function listAdviceCategories(db: Db) {
  const { articleCount: _stored, ...columns } = getTableColumns(adviceCategories);
  return db
    .select({ ...columns, articleCount: count(adviceArticles.id) })
    .from(adviceCategories)
    .leftJoin(adviceArticles, eq(adviceArticles.categoryId, adviceCategories.id))
    .groupBy(adviceCategories.id)
    .orderBy(asc(adviceCategories.id));
}

/** One expert article, for its own page. */
export async function findAdviceArticle(db: Db, id: number) {
  const [row] = await db.select().from(adviceArticles).where(eq(adviceArticles.id, id));
  return row;
}

/** SPEC §7: expert articles, optionally filtered case-insensitively on title, excerpt, content and tags. */
export function listAdviceArticles(db: Db, search?: string) {
  const term = search?.trim();
  let where: SQL | undefined;
  if (term) {
    const pattern = likePattern(term);
    where = sql`(${adviceArticles.title} ilike ${pattern}
      or ${adviceArticles.excerpt} ilike ${pattern}
      or ${adviceArticles.content} ilike ${pattern}
      or array_to_string(${adviceArticles.tags}, ' ') ilike ${pattern})`;
  }
  return db
    .select()
    .from(adviceArticles)
    .where(where)
    .orderBy(
      asc(adviceArticles.displayOrder),
      desc(adviceArticles.createdAt),
      desc(adviceArticles.id),
    );
}
