// One service for every kind written in the admin (lib/publishing-kind.ts): drafts, saves, publishing
// now or at a time, taking down, and restoring a revision. Each write, its revision and its audit
// row share one transaction. Who may do what: a contributor writes and changes their own drafts;
// an editor or the owner changes anything and publishes (lib/publication.ts). Asking for a review
// and sending back are ./review.ts.
import type { AuditAction } from "../../../shared/audit-actions.ts";
import type { PublishingSnapshot } from "../../../shared/contracts/publishing.ts";
import { auditPrefixOf, type PublishingKindName } from "../../../shared/publishing-kinds.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import {
  assertMayChange,
  assertReadable,
  assertUnchangedSinceChecked,
  mayPublish,
  publishing,
  publishingRefused,
  takingDown,
} from "../../lib/publication.ts";
import type { PublishingKind, PublishingRow } from "../../lib/publishing-kind.ts";
import { checksWithMedia } from "../media/checks.ts";
import { keepRevision, revisionSnapshot } from "./revisions.ts";
import { insertRow, readableRow, updateRow } from "./rows.ts";
import { nounOf } from "./words.ts";

type Verb =
  | "create"
  | "update"
  | "restore"
  | "publish"
  | "schedule"
  | "unpublish"
  | "submit"
  | "send-back";

/** "article.publish", "news.submit": the kind's audit prefix (shared/content-kinds.ts) and verb. */
export const actionOf = (name: PublishingKindName, verb: Verb): AuditAction =>
  `${auditPrefixOf(name)}.${verb}`;

export async function audit(
  tx: Executor,
  name: PublishingKindName,
  admin: AdminIdentity,
  verb: Verb,
  targetId: number,
  details?: unknown,
) {
  await recordAudit(tx, {
    ...by(admin),
    action: actionOf(name, verb),
    targetId,
    ...(details === undefined ? {} : { details }),
  });
}

interface Acting {
  admin: AdminIdentity;
  now: Date;
}

/** Every piece the person may see: editors all, contributors their own. */
export function listForAdmin<List>(
  db: Db,
  kind: { summaries(db: Db, authorId: number | null): Promise<List> },
  admin: AdminIdentity,
) {
  return kind.summaries(db, mayPublish(admin) ? null : admin.userId);
}

export async function findForAdmin<Row extends PublishingRow, Item>(
  db: Db,
  kind: Pick<PublishingKind<Row, never, never, never, Item, unknown>, "table" | "forAdmin">,
  id: number,
  admin: AdminIdentity,
) {
  const row = await readableRow<Row>(db, kind.table, id, admin);
  return row ? kind.forAdmin(db, row) : null;
}

/** A new draft by `admin`; its published date is set again when it first goes public. */
export async function createDraft<
  Row extends PublishingRow,
  Create extends { content: string },
  Snapshot extends PublishingSnapshot,
  Item,
>(
  db: Db,
  kind: PublishingKind<Row, Create, { content?: string }, Snapshot, Item, unknown>,
  input: Create,
  { admin, now }: Acting,
) {
  await assertReadable(input.content);
  await kind.check?.(db, input, admin);
  const row = await db.transaction(async (tx) => {
    const values = await kind.values(tx, input, { admin });
    const row = await insertRow<Row>(tx, kind.table, {
      ...values,
      status: "draft",
      authorId: admin.userId,
      publishedAt: now,
      updatedAt: now,
    });
    await kind.afterSave?.(tx, row, input);
    await keepRevision(tx, kind, row, admin);
    await audit(tx, kind.name, admin, "create", row.id);
    return row;
  });
  return kind.forAdmin(db, row);
}

/** Saves the fields sent and keeps a revision; null when there is no such piece for this person. */
export async function savePiece<
  Row extends PublishingRow,
  Patch extends { content?: string | undefined },
  Snapshot extends PublishingSnapshot,
  Item,
>(
  db: Db,
  kind: PublishingKind<Row, never, Patch, Snapshot, Item, unknown>,
  id: number,
  patch: Patch,
  { admin, now }: Acting,
  verb: "update" | "restore" = "update",
) {
  if (patch.content !== undefined) await assertReadable(patch.content);
  await kind.check?.(db, patch, admin);
  const row = await db.transaction(async (tx) => {
    const current = await readableRow<Row>(tx, kind.table, id, admin, { forUpdate: true });
    if (!current) return null;
    assertMayChange(admin, current, nounOf(kind.name));
    const values = await kind.values(tx, patch, { admin, current });
    const row = await updateRow<Row>(tx, kind.table, id, { ...values, updatedAt: now });
    if (!row) return null;
    await kind.afterSave?.(tx, row, patch);
    await keepRevision(tx, kind, row, admin);
    await audit(tx, kind.name, admin, verb, id);
    return row;
  });
  return row ? kind.forAdmin(db, row) : null;
}

/** Brings back an earlier revision's fields as a new save (the history keeps both). */
export async function restoreRevision<
  Row extends PublishingRow,
  Patch extends { content?: string | undefined },
  Snapshot extends PublishingSnapshot,
  Item,
>(
  db: Db,
  kind: PublishingKind<Row, never, Patch, Snapshot, Item, unknown>,
  id: number,
  revisionId: number,
  acting: Acting,
) {
  const snapshot = await revisionSnapshot<Snapshot>(db, kind, id, revisionId);
  if (!snapshot) return null;
  return savePiece(db, kind, id, await kind.restorable(db, snapshot), acting, "restore");
}

/**
 * Publishes now, or schedules for `publishAt` when that is later than `now`. Refused, with the
 * checks, while they find an error. The first time a piece goes public is its published date.
 */
export async function publishPiece<Row extends PublishingRow, Item>(
  db: Db,
  kind: Pick<
    PublishingKind<Row, never, never, never, Item, unknown>,
    "name" | "table" | "forAdmin"
  >,
  id: number,
  { publishAt, admin, now }: Acting & { publishAt?: string | undefined },
) {
  const checked = await readableRow<Row>(db, kind.table, id, admin);
  if (!checked) return null;
  const refused = await publishingRefused(checked.content, (text) => checksWithMedia(db, text));
  if (refused) return { outcome: "refused" as const, ...refused };
  const row = await db.transaction(async (tx) => {
    const current = await readableRow<Row>(tx, kind.table, id, admin, { forUpdate: true });
    if (!current) return null;
    assertUnchangedSinceChecked(current.content, checked.content);
    const { scheduled, at, set } = publishing(current, publishAt, now);
    const row = await updateRow<Row>(tx, kind.table, id, set);
    if (!row) return null;
    const details = scheduled ? { publishAt: at.toISOString() } : undefined;
    await audit(tx, kind.name, admin, scheduled ? "schedule" : "publish", id, details);
    return row;
  });
  return row ? { outcome: "done" as const, item: await kind.forAdmin(db, row) } : null;
}

/** Takes a piece off the site (or cancels its schedule); its page is 404 until published again. */
export async function unpublishPiece<Row extends PublishingRow, Item>(
  db: Db,
  kind: Pick<
    PublishingKind<Row, never, never, never, Item, unknown>,
    "name" | "table" | "forAdmin"
  >,
  id: number,
  admin: AdminIdentity,
) {
  const row = await db.transaction(async (tx) => {
    const current = await readableRow<Row>(tx, kind.table, id, admin, { forUpdate: true });
    if (!current) return null;
    const row = await updateRow<Row>(tx, kind.table, id, takingDown(current));
    if (!row) return null;
    await audit(tx, kind.name, admin, "unpublish", id);
    return row;
  });
  return row ? kind.forAdmin(db, row) : null;
}
