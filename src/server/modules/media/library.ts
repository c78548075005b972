// Looking up the images that texts and news items name by their references (shared/media.ts).
import { and, eq, inArray } from "drizzle-orm";
import { type MediaReference, parseMediaReference } from "../../../shared/media.ts";
import type { Executor } from "../../db/connection.ts";
import { media } from "../../db/schema.ts";

export type MediaRow = typeof media.$inferSelect;

/** Whether a reference names this image as it is: its key, size, mark and fallback format. */
export const referenceMatches = (reference: MediaReference, image: MediaRow | undefined) =>
  image !== undefined &&
  image.id === reference.id &&
  image.key === reference.key &&
  image.width === reference.width &&
  image.height === reference.height &&
  image.decorative === reference.decorative &&
  image.fallback === reference.fallback;

/** The images these references name by id, in one query; a reference may still not match. */
export async function imagesByReference(db: Executor, references: MediaReference[]) {
  const ids = [...new Set(references.map((reference) => reference.id))];
  if (ids.length === 0) return new Map<number, MediaRow>();
  const rows = await db.select().from(media).where(inArray(media.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The image a reference names, when it names one as it is. */
export async function imageOfReference(db: Executor, url: string) {
  const reference = parseMediaReference(url);
  if (!reference) return undefined;
  const [image] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, reference.id), eq(media.key, reference.key)));
  return referenceMatches(reference, image) ? image : undefined;
}
