// A visitor's words as PostgreSQL's web-search query. There a "-" before a word excludes it, and
// each "-" in a row is one more negation on the parser's operator stack, which holds 32: forty of
// them ("- - - … ramp") failed the whole search with "tsquery stack too small". Nobody means
// more than one, so a run of them, with nothing but spaces and marks between, is read as one.
import { type SQL, sql } from "drizzle-orm";

/** A "-", then anything but letters, digits and quotes (which begin a phrase), to the last "-". */
const NEGATIONS_IN_A_ROW = /-[^\p{L}\p{N}"]*-/gu;

/** The term with each run of negations made one: what `websearch_to_tsquery` is given. */
export const withOneNegation = (term: string) => term.replace(NEGATIONS_IN_A_ROW, "-");

/** The visitor's words as a query: "or", quotes and "-word" work as on a search engine. */
export const websearchQuery = (term: string): SQL =>
  sql`websearch_to_tsquery('english', ${withOneNegation(term)})`;
