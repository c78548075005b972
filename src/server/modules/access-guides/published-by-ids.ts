// The second step of a directory page (decision 044): the page's ids are picked from an index
// alone, then only those guides are read, so a search never reads a guide it does not show.
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/connection.ts";
import { accessGuides } from "../../db/schema.ts";

/** A guide's row with its published version, as the public reads take it. */
export type Published = typeof accessGuides.$inferSelect & {
  published: NonNullable<(typeof accessGuides.$inferSelect)["published"]>;
};

/** The guides with these ids that are still published, in the ids' order. */
export async function publishedByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = (await db
    .select()
    .from(accessGuides)
    .where(and(inArray(accessGuides.id, ids), isNotNull(accessGuides.published)))) as Published[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
