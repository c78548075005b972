import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type {
  QuickSolutionListQuery,
  QuickSolutionValidInput,
} from "../../../shared/contracts/quick-solutions.ts";
import { readCostWords } from "../../../shared/cost-words.ts";
import {
  bandsUpTo,
  COST_BAND_IDS,
  type CostBand,
  EFFORT_BAND_IDS,
} from "../../../shared/quick-solution-bands.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { quickSolutions } from "../../db/schema.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { rankedSearch } from "../../lib/ranked-search.ts";
import { websearchQuery } from "../../lib/websearch-query.ts";

type ValidInput = QuickSolutionValidInput;

const tagsText = sql`array_to_string(${quickSolutions.tags}, ' ')`;

/** The lower of two cost limits; either may be absent. */
function lowerLimit(a: CostBand | undefined, b: CostBand | null): CostBand | undefined {
  if (!a || !b) return a ?? b ?? undefined;
  return COST_BAND_IDS.indexOf(a) <= COST_BAND_IDS.indexOf(b) ? a : b;
}

/** Cheapest first: how a search that asks for little cost orders what it finds. */
const costOrder = sql`array_position(array[${sql.join(
  COST_BAND_IDS.map((id) => sql`${id}`),
  sql`, `,
)}]::text[], ${quickSolutions.costBand}::text)`;

/** Every column but the search document, which is for matching, not for showing. */
const { searchDocument: _document, ...columns } = getTableColumns(quickSolutions);

/**
 * Every solution in display order, or those a search finds, best match first; either way
 * only those within the cost and effort limits, if any are given. Money words in the search
 * ("budget", "cheap", "free") are a cost limit too (shared/cost-words.ts): the rest of
 * the search must match, and what it finds comes cheapest first.
 */
export function listQuickSolutions(db: Db, query: QuickSolutionListQuery = {}) {
  const conditions: SQL[] = [];
  const costWords = readCostWords(query.search ?? "");
  const maxCost = lowerLimit(query.maxCost, costWords.maxCost);
  if (maxCost) {
    conditions.push(inArray(quickSolutions.costBand, bandsUpTo(COST_BAND_IDS, maxCost)));
  }
  if (query.maxEffort) {
    conditions.push(
      inArray(quickSolutions.effortBand, bandsUpTo(EFFORT_BAND_IDS, query.maxEffort)),
    );
  }
  const term = costWords.rest;
  const search = term
    ? rankedSearch(term, {
        document: quickSolutions.searchDocument,
        title: quickSolutions.issue,
        substringOf: [
          quickSolutions.issue,
          quickSolutions.whyItsAnIssue,
          quickSolutions.possibleSolutions,
          tagsText,
        ],
      })
    : null;
  if (search) {
    // What is left beside the money words may be only little words ("on a budget" is read whole,
    // but "budget for a shop" leaves "for a shop"): words the search cannot use ask for nothing.
    conditions.push(
      costWords.maxCost
        ? sql`(numnode(${websearchQuery(term)}) = 0 or ${search.where})`
        : search.where,
    );
  }
  return db
    .select(columns)
    .from(quickSolutions)
    .where(and(...conditions))
    .orderBy(
      ...(search ? [desc(search.score)] : []),
      ...(costWords.maxCost ? [asc(costOrder)] : []),
      asc(quickSolutions.displayOrder),
      asc(quickSolutions.id),
    );
}

/** One solution, for its own page; null when there is none with that id. */
export async function findQuickSolution(db: Db, id: number) {
  const [row] = await db.select(columns).from(quickSolutions).where(eq(quickSolutions.id, id));
  return row ?? null;
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
