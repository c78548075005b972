import { asc, eq, sql } from "drizzle-orm";
import type { QuickSolutionValidInput } from "../../../shared/contracts/quick-solutions.ts";
import type { AdminIdentity } from "../../auth/admin-auth.ts";
import type { Db } from "../../db/connection.ts";
import { quickSolutions } from "../../db/schema.ts";
import { recordAudit } from "../../lib/audit.ts";

type ValidInput = QuickSolutionValidInput;

export function listQuickSolutions(db: Db) {
  return db
    .select()
    .from(quickSolutions)
    .orderBy(asc(quickSolutions.displayOrder), asc(quickSolutions.id));
}

// Each write and its audit row share one transaction.
export function createQuickSolution(db: Db, input: ValidInput, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(quickSolutions).values(input).returning();
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, {
      actor: admin.actor,
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
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(quickSolutions.id, id))
      .returning();
    if (row) {
      await recordAudit(tx, {
        actor: admin.actor,
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
        actor: admin.actor,
        action: "quick-solution.delete",
        targetId: id,
        details: { issue: row.issue },
      });
    }
    return row !== undefined;
  });
}
