// Walks the registry of content kinds: for each kind, one published item has its own page, is in
// the sitemap and (when the kind has one) its feed, has a page-cache area, and the activity log
// has names for its actions. A kind added to the registry without one of these fails here; one
// added without a way to make an item here fails typecheck.
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "../../../shared/audit-actions.ts";
import {
  AREAS,
  CONTENT_KINDS,
  type FeedKind,
  KIND_NAMES,
  type KindName,
} from "../../../shared/content-kinds.ts";
import { FEED_KINDS, feedPath } from "../../../shared/feeds.ts";
import { permalinkPath } from "../../../shared/permalinks.ts";
import type { Db } from "../../db/connection.ts";
import { areasRead } from "../../lib/page-changes.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import {
  makeArticle,
  makeNewsArticle,
  makeQuickSolution,
  makeStory,
} from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const { app, db } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

/** One item of each kind that visitors may see, and the title its page shows. */
const PUBLISHED: Record<KindName, (db: Db) => Promise<{ id: number; title: string }>> = {
  news: (db) => makeNewsArticle(db, { title: "Registry walk: a news story" }),
  article: (db) => makeArticle(db, { title: "Registry walk: an expert article" }),
  story: (db) => makeStory(db, { title: "Registry walk: a story", isApproved: true }),
  "quick-solution": async (db) => {
    const row = await makeQuickSolution(db, { issue: "Registry walk: a quick solution" });
    return { id: row.id, title: row.issue };
  },
  "access-guide": (db) =>
    makeAccessGuide(db, { name: "Registry walk: an access guide", published: true }),
};

const get = (url: string) => app.inject({ method: "GET", url });

describe.each(KIND_NAMES)("the %s kind", (kind) => {
  const descriptor = CONTENT_KINDS[kind];

  it("has a page for each item, listed in the sitemap", async () => {
    const item = await PUBLISHED[kind](db);
    const path = permalinkPath(kind, item);
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(item.title);
    expect((await get("/sitemap.xml")).body).toContain(path);
  });

  const feedKind = FEED_KINDS.find((each) => each === kind);
  it.runIf(feedKind)("carries its items in its feeds", async () => {
    const item = await PUBLISHED[kind](db);
    for (const format of ["rss", "atom"] as const) {
      const feed = await get(feedPath(feedKind as FeedKind, format));
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain(item.title);
    }
  });

  it("has a cache area that the pages reading it record", () => {
    expect(AREAS).toContain(kind);
    expect(areasRead(`${descriptor.apiBase}/1`)).toContain(kind);
  });

  it("has names for its actions in the activity log", () => {
    expect(AUDIT_ACTIONS.some((action) => action.startsWith(`${descriptor.auditPrefix}.`))).toBe(
      true,
    );
  });
});
