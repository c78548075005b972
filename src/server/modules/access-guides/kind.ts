// Access guides as a kind of content (modules/content-kinds/): only a published version is ever
// listed, and each guide is named by the business's published name.
import { desc, isNotNull, sql } from "drizzle-orm";
import { GUIDE_SECTIONS } from "../../../shared/access-guides/fields.ts";
import { accessGuides } from "../../db/schema.ts";
import type { ServerContentKind } from "../../lib/content-kind.ts";
import { noticeLines } from "./notice-words.ts";
import { currentNotices } from "./notices.ts";

const isPublished = isNotNull(accessGuides.published);
const publishedName = sql<string>`${accessGuides.published} ->> 'name'`;

export const accessGuideKind: ServerContentKind = {
  titled: { table: accessGuides, id: accessGuides.id, title: accessGuides.name },
  sitemapItems: (db) =>
    db
      .select({ id: accessGuides.id, title: publishedName })
      .from(accessGuides)
      .where(isPublished)
      .orderBy(accessGuides.id),
  async feedEntries(db, limit) {
    const rows = await db
      .select()
      .from(accessGuides)
      .where(isPublished)
      .orderBy(desc(accessGuides.publishedAt), desc(accessGuides.id))
      .limit(limit);
    // A feed reader hears of a notice as an update, with its words first in the summary.
    const now = new Date();
    const notices = await currentNotices(
      db,
      rows.map((row) => row.id),
      now,
    );
    return rows.flatMap((row) => {
      const published = row.published;
      if (!published) return [];
      const sections = GUIDE_SECTIONS.filter(({ id }) => published.details[id]).map(({ title }) =>
        title.toLowerCase(),
      );
      const rowNotices = notices.get(row.id) ?? [];
      const checked = new Date(published.lastCheckedAt);
      const latestNotice = Math.max(0, ...rowNotices.map((notice) => notice.createdAt.getTime()));
      return [
        {
          id: row.id,
          title: published.name,
          summary: `${noticeLines(rowNotices, now).join(" ")}${rowNotices.length ? " " : ""}An access guide for ${published.name} in ${published.town}${sections.length ? `, covering ${sections.join(", ")}` : ""}.`,
          published: row.publishedAt ?? new Date(published.lastCheckedAt),
          updated: new Date(Math.max(checked.getTime(), latestNotice)),
          category: published.town,
        },
      ];
    });
  },
};
