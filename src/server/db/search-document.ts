// The weighted full-text document of a searchable row (ADR 020), stored as a generated
// column so that a search reads it instead of re-parsing every row's text. English configuration:
// "ramps" is stored as "ramp" and "hearing" as "hear", so either form finds the other.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A, B, C or D: how much a match in this part counts (PostgreSQL ranks A highest). */
export type Weight = "A" | "B" | "C" | "D";

/**
 * Text as the full-text parser may take it: `_`, `|` (Markdown's emphasis and table marks), `<` and
 * `&` read as spaces, and a space after every 32 characters without one. The parser's time grows
 * with the square of a run's length for some runs (60,000 characters of `_a` took 33 s, of `a|`
 * 4 s, of `a-1-` 24 s, of `/.` 51 s), and no word is that long. From `<` it looks for the end of a
 * tag or comment, across spaces (60,000 characters of `<!--` took 10 s), and from `&` for an
 * entity's; a tag's words are then found as words. So made, no 60,000 characters found take more
 * than three times what prose does (about 40 ms on PostgreSQL, for `a-1-`).
 */
const EVERY_32_WITHOUT_A_SPACE = sql.raw(String.raw`'(\S{32})', '\1 '`);
const inWords = (text: SQL | AnyColumn): SQL =>
  sql`regexp_replace(translate(coalesce(${text}, ''), '_|<&', '    '), ${EVERY_32_WITHOUT_A_SPACE}, 'g')`;

/** One part of a search document: its text and how much a match in it counts. */
export const weighted = (text: SQL | AnyColumn, weight: Weight): SQL =>
  sql`setweight(to_tsvector('english'::regconfig, ${inWords(text)}), ${sql.raw(`'${weight}'`)})`;

/**
 * A tag list as one text. array_to_string is only "stable" (PostgreSQL will not promise that an
 * array's text never changes), so a generated column calls this immutable wrapper, which
 * migration 0009 creates: for text[] the answer cannot change.
 */
export const tagsText = (tags: AnyColumn): SQL => sql`immutable_array_to_string(${tags}, ' ')`;

/** The parts joined into one document. */
export const searchDocument = (parts: (SQL | AnyColumn)[]): SQL => sql.join(parts, sql` || `);
