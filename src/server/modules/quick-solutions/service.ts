import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type {
  QuickSolutionListQuery,
  QuickSolutionValidInput,
} from "../../../shared/contracts/quick-solutions.ts";
import {
  bandsUpTo,
  COST_BAND_IDS,
  COST_BANDS,
  EFFORT_BAND_IDS,
} from "../../../shared/quick-solution-bands.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { quickSolutions } from "../../db/schema.ts";
import { searchDocument, weighted } from "../../db/search-document.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { rankedSearch } from "../../lib/ranked-search.ts";

type ValidInput = QuickSolutionValidInput;

const tagsText = sql`array_to_string(${quickSolutions.tags}, ' ')`;

/** The words each cost band adds, so "budget" finds what costs least (quick-solution-bands.ts). */
const costWords = sql`case ${quickSolutions.costBand} ${sql.join(
  COST_BANDS.map((band) => sql`when ${band.id} then ${band.searchWords}`),
  sql` `,
)} else '' end`;

const document = searchDocument([quickSolutions.searchDocument, weighted(costWords, "D")]);

/** Every column but the search document, which is for matching, not for showing. */
const { searchDocument: _document, ...columns } = getTableColumns(quickSolutions);

/**
 * Every solution in display order, or (issue 19) those a search finds, best match first; either way
 * only those within the cost and effort limits, if any are given.
 */
export function listQuickSolutions(db: Db, query: QuickSolutionListQuery = {}) {
  const conditions: SQL[] = [];
  if (query.maxCost) {
    conditions.push(inArray(quickSolutions.costBand, bandsUpTo(COST_BAND_IDS, query.maxCost)));
  }
  if (query.maxEffort) {
    conditions.push(
      inArray(quickSolutions.effortBand, bandsUpTo(EFFORT_BAND_IDS, query.maxEffort)),
    );
  }
  const term = query.search?.trim();
  const search = term
    ? rankedSearch(term, {
        document,
        title: quickSolutions.issue,
        substringOf: [
          quickSolutions.issue,
          quickSolutions.whyItsAnIssue,
          quickSolutions.possibleSolutions,
          tagsText,
        ],
      })
    : null;
  if (search) conditions.push(search.where);
  return db
    .select(columns)
    .from(quickSolutions)
    .where(and(...conditions))
    .orderBy(
      ...(search ? [desc(search.score)] : []),
      asc(quickSolutions.displayOrder),
      asc(quickSolutions.id),
    );
}

// Each write and its audit row share one transaction.
export function createQuickSolution(db: Db, input: ValidInput, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(quickSolutions).values(input).returning();
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, {
      ...by(admin),
      action: "quick-solution.create",
      targetId: row.id,
    });
    return row;
  });
}

export function updateQuickSolution(db: Db, id: number, input: ValidInput, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(quickSolutions)
      // Drizzle skips undefined fields: bands and tags left out of the body are kept, since
      // the original client does not send them.
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(quickSolutions.id, id))
      .returning();
    if (row) {
      await recordAudit(tx, {
        ...by(admin),
        action: "quick-solution.update",
        targetId: id,
      });
    }
    return row ?? null;
  });
}

export function deleteQuickSolution(db: Db, id: number, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(quickSolutions).where(eq(quickSolutions.id, id)).returning();
    if (row) {
      await recordAudit(tx, {
        ...by(admin),
        action: "quick-solution.delete",
        targetId: id,
        details: { issue: row.issue },
      });
    }
    return row !== undefined;
  });
}
