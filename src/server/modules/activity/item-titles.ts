// The Activity tab's Item column names a story, news story, article, quick solution or feed by its
// title, not only "Story 9". Titles are looked up when the log is read, so a renamed
// item shows its name today, and a story's words are never copied into the log to outlive it
// (retention/redact-story-audit). An item deleted since keeps the title its delete row recorded,
// while that row still holds one; otherwise it is only "deleted".
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CONTENT_KINDS, KIND_NAMES } from "../../../shared/content-kinds.ts";
import type { Db } from "../../db/connection.ts";
import { auditLog, newsSources } from "../../db/schema.ts";
import { SERVER_KINDS } from "../content-kinds/registry.ts";

interface TitledTable {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
}

/** The kinds of item that have a title, by the part of the action before the dot. */
const TITLED: Record<string, TitledTable> = {
  ...Object.fromEntries(
    KIND_NAMES.map((kind) => [CONTENT_KINDS[kind].auditPrefix, SERVER_KINDS[kind].titled]),
  ),
  "news-source": { table: newsSources, id: newsSources.id, title: newsSources.url },
};

export interface ItemTitle {
  /** The item's title now, or as its delete row recorded it; null when not known. */
  itemTitle: string | null;
  /** The item no longer exists. */
  itemDeleted: boolean;
}

const NONE: ItemTitle = { itemTitle: null, itemDeleted: false };

const kindOf = (action: string) => action.slice(0, action.lastIndexOf("."));

/** A target id the tables can hold: a positive whole number that fits a serial. */
function itemId(targetId: string | null): number | null {
  if (targetId === null || !/^\d{1,9}$/.test(targetId)) return null;
  const id = Number(targetId);
  return id > 0 ? id : null;
}

/** What each delete row of `kind` recorded about its item: the title, issue or address. */
async function recordedTitles(db: Db, kind: string, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({
      targetId: auditLog.targetId,
      title: sql<
        string | null
      >`coalesce(${auditLog.details} ->> 'title', ${auditLog.details} ->> 'issue', ${auditLog.details} ->> 'url')`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, `${kind}.delete`), inArray(auditLog.targetId, ids.map(String))));
  const titles = new Map<number, string>();
  for (const row of rows) {
    const id = itemId(row.targetId);
    if (id !== null && row.title?.trim()) titles.set(id, row.title.trim());
  }
  return titles;
}

/** Each row with its item's title, found with a few queries per page of the log. */
export async function withItemTitles<Row extends { action: string; targetId: string | null }>(
  db: Db,
  rows: Row[],
): Promise<(Row & ItemTitle)[]> {
  const wanted = new Map<string, Set<number>>();
  for (const row of rows) {
    const kind = kindOf(row.action);
    const id = itemId(row.targetId);
    if (id === null || !Object.hasOwn(TITLED, kind)) continue;
    const ids = wanted.get(kind) ?? new Set<number>();
    ids.add(id);
    wanted.set(kind, ids);
  }
  const found = new Map<string, Map<number, string>>();
  const gone = new Map<string, Map<number, string>>();
  for (const [kind, idSet] of wanted) {
    const { table, id, title } = TITLED[kind] as TitledTable;
    const ids = [...idSet];
    const current = await db.select({ id, title }).from(table).where(inArray(id, ids));
    const titles = new Map(current.map((row) => [Number(row.id), String(row.title)]));
    found.set(kind, titles);
    const missing = ids.filter((each) => !titles.has(each));
    if (missing.length > 0) gone.set(kind, await recordedTitles(db, kind, missing));
  }
  const titleOf = (row: Row): ItemTitle => {
    const kind = kindOf(row.action);
    const id = itemId(row.targetId);
    const titles = found.get(kind);
    if (id === null || !titles) return NONE;
    const title = titles.get(id);
    if (title !== undefined) return { itemTitle: title, itemDeleted: false };
    return { itemTitle: gone.get(kind)?.get(id) ?? null, itemDeleted: true };
  };
  return rows.map((row) => ({ ...row, ...titleOf(row) }));
}
