// Every save of a piece keeps a revision (who, when and its fields), whatever its kind; the admin
// lists them newest first, compares any two word by word, and restores one as a new save
// (./service.ts's restoreRevision).
import { and, desc, eq } from "drizzle-orm";
import type { PublishingSnapshot } from "../../../shared/contracts/publishing.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db, Executor } from "../../db/connection.ts";
import type {
  AnyPublishingKind,
  PublishingKind,
  PublishingRow,
} from "../../lib/publishing-kind.ts";
import { readableRow } from "./rows.ts";

export async function keepRevision<Row extends PublishingRow, Snapshot extends PublishingSnapshot>(
  tx: Executor,
  kind: Pick<
    PublishingKind<Row, never, never, Snapshot, unknown, unknown>,
    "revisions" | "snapshot"
  >,
  row: Row,
  admin: AdminIdentity,
) {
  const snapshot = await kind.snapshot(tx, row);
  await tx.insert(kind.revisions).values({
    itemId: row.id,
    userId: admin.userId,
    savedBy: admin.displayName,
    snapshot,
  });
}

/** Newest first; null when there is no such piece for this person. */
export async function listRevisions(
  db: Db,
  kind: Pick<AnyPublishingKind, "table" | "revisions">,
  id: number,
  admin: AdminIdentity,
) {
  if (!(await readableRow(db, kind.table, id, admin))) return null;
  const { revisions } = kind;
  return db
    .select({
      id: revisions.id,
      savedBy: revisions.savedBy,
      createdAt: revisions.createdAt,
      snapshot: revisions.snapshot,
    })
    .from(revisions)
    .where(eq(revisions.itemId, id))
    .orderBy(desc(revisions.createdAt), desc(revisions.id));
}

/** One revision of the piece, by its id; undefined when the piece has none by that id. */
export async function revisionSnapshot<Snapshot extends PublishingSnapshot>(
  db: Db,
  kind: Pick<PublishingKind<PublishingRow, never, never, Snapshot, unknown, unknown>, "revisions">,
  id: number,
  revisionId: number,
): Promise<Snapshot | undefined> {
  const { revisions } = kind;
  const [revision] = await db
    .select({ snapshot: revisions.snapshot })
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.itemId, id)));
  return revision?.snapshot;
}
