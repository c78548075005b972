import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { ArticleListQuery } from "../../../shared/contracts/articles.ts";
import type { Db } from "../../db/connection.ts";
import { adviceArticles, adviceCategories } from "../../db/schema.ts";
import { isPublishedArticle } from "../../lib/published-rows.ts";
import { rankedSearch } from "../../lib/ranked-search.ts";

/**
 * Every category with its article count taken from the articles themselves. The stored
 * article_count column is not trusted: promotions and deletions would leave it behind.
 */
export function listAdviceCategories(db: Db) {
  const { articleCount: _stored, ...columns } = getTableColumns(adviceCategories);
  return db
    .select({ ...columns, articleCount: count(adviceArticles.id) })
    .from(adviceCategories)
    .leftJoin(
      adviceArticles,
      and(eq(adviceArticles.categoryId, adviceCategories.id), isPublishedArticle),
    )
    .groupBy(adviceCategories.id)
    .orderBy(asc(adviceCategories.id));
}

/** One published expert article, for its own page. */
export async function findArticle(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(adviceArticles)
    .where(and(eq(adviceArticles.id, id), isPublishedArticle));
  return row;
}

const articleTags = sql`array_to_string(${adviceArticles.tags}, ' ')`;

/** Every column but the search document, which is for matching, not for showing. */
const { searchDocument: _document, ...articleColumns } = getTableColumns(adviceArticles);

/**
 * Expert articles in display order, or those a search finds (title, excerpt, content and
 * tags, ADR 020), best match first; optionally of one category only.
 */
export function listArticles(db: Db, { search, category }: ArticleListQuery = {}) {
  const term = search?.trim();
  const ranked = term
    ? rankedSearch(term, {
        document: adviceArticles.searchDocument,
        title: adviceArticles.title,
        substringOf: [
          adviceArticles.title,
          adviceArticles.excerpt,
          adviceArticles.content,
          articleTags,
        ],
      })
    : null;
  return db
    .select(articleColumns)
    .from(adviceArticles)
    .where(
      and(
        isPublishedArticle,
        ranked?.where,
        category === undefined ? undefined : eq(adviceArticles.categoryId, category),
      ),
    )
    .orderBy(
      ...(ranked ? [desc(ranked.score)] : []),
      asc(adviceArticles.displayOrder),
      desc(adviceArticles.createdAt),
      desc(adviceArticles.id),
    );
}
