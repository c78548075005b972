// Search that finds, best match first (ADR 020). PostgreSQL full-text search over each
// row's stored, weighted document (db/search-document.ts), widened by related words
// (shared/search-synonyms.ts) and still finding any case-insensitive substring, as the original
// Quick Solutions search did (docs/product.md#advice-search). The same SQL runs on PostgreSQL and
// PGlite.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { relatedPhrases, searchParts } from "../../shared/search-synonyms.ts";
import { likePattern } from "./like-pattern.ts";
import { websearchQuery } from "./websearch-query.ts";

/** How much a match on a related word counts, against 1 for the visitor's own words. */
const RELATED_SHARE = 0.5;
/** Added when the whole term appears, as typed, in the title: it names what they looked for. */
const TITLE_BONUS = 0.1;

export interface RankedSearch {
  /** True for a row the term finds. */
  where: SQL;
  /** Higher for a better match; order by it, descending. */
  score: SQL;
}

const phrase = (text: string) => sql`phraseto_tsquery('english', ${text})`;

/**
 * Every part of the search, each in the visitor's words or a related phrase standing in for them
 * (related words narrow with each word typed, as the visitor's own words do). Null when
 * no part has related words, as the visitor's own query then says the same.
 */
function withRelatedWords(term: string): SQL | null {
  const parts = searchParts(term);
  if (!parts.some((part) => part.alsoFind.length > 0)) return null;
  const each = parts.map(
    (part) => sql`(${sql.join([part.words, ...part.alsoFind].map(phrase), sql` || `)})`,
  );
  return sql.join(each, sql` && `);
}

/**
 * A row matches when its document matches the visitor's words (all of them; `websearch` syntax,
 * so "or" and quotes work), or every part of the search in its own or related words, or when the
 * term is a plain substring of `substringOf` (a part word as someone types: "ram" before
 * "ramp"). The score is cover density (ts_rank_cd), which keeps a phrase's words together: plain
 * ts_rank counts them one by one, so "low cost" would lift everything that says "low vision".
 */
export function rankedSearch(
  term: string,
  {
    document,
    title,
    substringOf,
  }: { document: SQL | AnyColumn; title: SQL | AnyColumn; substringOf: (SQL | AnyColumn)[] },
): RankedSearch {
  const own = websearchQuery(term);
  const related = relatedPhrases(term);
  // For ranking: any related phrase lifts a row a little.
  const relatedQuery = related.length ? sql.join(related.map(phrase), sql` || `) : null;
  const expanded = withRelatedWords(term);
  const pattern = likePattern(term);
  const substring = sql.join(
    substringOf.map((field) => sql`${field} ilike ${pattern}`),
    sql` or `,
  );
  return {
    where: expanded
      ? sql`(${document} @@ ${own} or ${document} @@ (${expanded}) or ${substring})`
      : sql`(${document} @@ ${own} or ${substring})`,
    score: sql`(ts_rank_cd(${document}, ${own})
      ${relatedQuery ? sql`+ ${sql.raw(String(RELATED_SHARE))} * ts_rank_cd(${document}, ${relatedQuery})` : sql``}
      + case when ${title} ilike ${pattern} then ${sql.raw(String(TITLE_BONUS))} else 0 end)`,
  };
}
