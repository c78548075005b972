// The pipeline's SQL over any kind's table. Drizzle types a query by its table; a table known only
// by the columns every kind shares (lib/publishing-kind.ts) reads back rows Drizzle cannot name, so
// the one cast to the kind's own row type lives here (kindRows) and nowhere else.
import { and, count, eq, lte, sql } from "drizzle-orm";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { mayRead } from "../../lib/publication.ts";
import type { PublishingRow, PublishingTable } from "../../lib/publishing-kind.ts";

/** Rows read from a kind's table, which are that kind's own rows (its module declares the pair). */
const kindRows = <Row extends PublishingRow>(rows: readonly unknown[]) => rows as Row[];

/** The row, when this person may see it (an editor any, a contributor their own). */
export async function readableRow<Row extends PublishingRow>(
  db: Executor,
  table: PublishingTable,
  id: number,
  admin: AdminIdentity,
  { forUpdate = false } = {},
): Promise<Row | undefined> {
  const query = db.select().from(table).where(eq(table.id, id));
  const [row] = kindRows<Row>(forUpdate ? await query.for("update") : await query);
  return row && mayRead(admin, row) ? row : undefined;
}

export async function insertRow<Row extends PublishingRow>(
  tx: Executor,
  table: PublishingTable,
  values: Record<string, unknown>,
): Promise<Row> {
  const [row] = kindRows<Row>(await tx.insert(table).values(values).returning());
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateRow<Row extends PublishingRow>(
  tx: Executor,
  table: PublishingTable,
  id: number,
  values: Record<string, unknown>,
): Promise<Row | undefined> {
  const [row] = kindRows<Row>(
    await tx.update(table).set(values).where(eq(table.id, id)).returning(),
  );
  return row;
}

/** How many pieces wait for an editor. */
export async function countInReview(db: Db, table: PublishingTable): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .where(eq(table.status, "in_review"));
  return row?.total ?? 0;
}

/**
 * Publishes every scheduled piece whose time has come, each at its own time; one statement, so
 * instances running it together publish each piece once. Returns how many went public.
 */
export async function publishDue(db: Db, table: PublishingTable, now: Date): Promise<number> {
  const published = await db
    .update(table)
    .set({
      status: "published",
      publishedAt: sql`${table.publishAt}`,
      updatedAt: sql`${table.publishAt}`,
      publishAt: null,
    })
    .where(and(eq(table.status, "scheduled"), lte(table.publishAt, now)))
    .returning({ id: table.id });
  return published.length;
}
