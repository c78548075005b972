// News sources: the admin's feed subscriptions, and the import of their items as news
// articles. A refresh fetches outside any transaction, parses the whole feed, then writes every
// new article and the source's state in one transaction: a feed imports completely or not at all.
import { asc, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type {
  NewsSourceValidInput,
  RefreshResult,
} from "../../../shared/contracts/news-sources.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { newsArticles, newsSources } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { FeedFormatError, type ParsedFeed, parseFeedOffThread } from "../../off-thread/feeds.ts";
import { FeedFetchError, type FetchFeedOptions, fetchFeed } from "./fetch-feed.ts";
import { assertPublicHost, PrivateAddressError } from "./public-address.ts";

type NewsSourceRow = typeof newsSources.$inferSelect;

/** The admin's words for a failure are kept to a length the list can show. */
const ERROR_MAX = 500;

/** Every source, oldest first, with how many of its articles are still on the site. */
export function listNewsSources(db: Db) {
  return db
    .select({
      id: newsSources.id,
      url: newsSources.url,
      category: newsSources.category,
      lastFetchedAt: newsSources.lastFetchedAt,
      lastError: newsSources.lastError,
      itemCount: newsSources.itemCount,
      articleCount: sql<number>`${count(newsArticles.id)}::int`,
      createdAt: newsSources.createdAt,
    })
    .from(newsSources)
    .leftJoin(newsArticles, eq(newsArticles.sourceId, newsSources.id))
    .groupBy(newsSources.id)
    .orderBy(asc(newsSources.createdAt), asc(newsSources.id));
}

export async function findNewsSource(db: Db, id: number) {
  const [row] = await db.select().from(newsSources).where(eq(newsSources.id, id));
  return row ?? null;
}

/**
 * Adds a source after checking that its host is public (unless private addresses are allowed);
 * its feed is first fetched by a refresh, the admin's or the schedule's. 400 for a refused host,
 * 409 for a feed already subscribed to.
 */
export async function createNewsSource(
  db: Db,
  input: NewsSourceValidInput,
  admin: AdminIdentity,
  fetchOptions: Pick<FetchFeedOptions, "allowPrivate" | "lookup">,
) {
  if (!fetchOptions.allowPrivate) {
    const url = new URL(input.url);
    try {
      await assertPublicHost(url, fetchOptions.lookup);
    } catch (error) {
      const message =
        error instanceof PrivateAddressError ? error.message : `${url.hostname} could not be found`;
      throw new HttpError(400, message, [{ field: "url", message }]);
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsSources)
      .values(input)
      .onConflictDoNothing({ target: newsSources.url })
      .returning();
    if (!row) {
      const message = "That feed is already a news source";
      throw new HttpError(409, message, [{ field: "url", message }]);
    }
    await recordAudit(tx, {
      ...by(admin),
      action: "news-source.create",
      targetId: row.id,
      details: { url: row.url },
    });
    return { ...row, articleCount: 0 };
  });
}

/** Removes the subscription; the articles it brought stay (set free of it), as they may be in use. */
export function deleteNewsSource(db: Db, id: number, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(newsSources).where(eq(newsSources.id, id)).returning();
    if (row) {
      await recordAudit(tx, {
        ...by(admin),
        action: "news-source.delete",
        targetId: id,
        details: { url: row.url },
      });
    }
    return row !== undefined;
  });
}

export type RefreshOutcome =
  | ({ ok: true } & RefreshResult)
  | { ok: false; error: string }
  /** The source was removed while its feed was being fetched. */
  | { ok: false; removed: true }
  /** The server is shutting down: nothing is recorded, so the source stays due. */
  | { ok: false; stopped: true };

interface RefreshContext {
  fetchOptions: FetchFeedOptions;
  now: Date;
  /** Who asked: a person, or "system" for the schedule (audited only when it added something). */
  actor: string;
  via?: string | null;
}

/** Fetches one source's feed and imports its new items. Failures are recorded, not thrown. */
export async function refreshNewsSource(
  db: Db,
  source: NewsSourceRow,
  { fetchOptions, now, actor, via = null }: RefreshContext,
): Promise<RefreshOutcome> {
  const audited = actor !== "system";
  let parsed: ParsedFeed;
  let validators: { etag: string | null; lastModified: string | null };
  try {
    const fetched = await fetchFeed(source.url, source, fetchOptions);
    if (fetched.status === "not-modified") {
      return await recordAttempt(db, source, now, null, { audited, actor, via });
    }
    // In a worker: a hostile document must not stop the event loop.
    parsed = await parseFeedOffThread(fetched.body, source.url, {
      now,
      signal: fetchOptions.signal,
    });
    validators = { etag: fetched.etag, lastModified: fetched.lastModified };
  } catch (error) {
    if (fetchOptions.signal?.aborted) return { ok: false, stopped: true };
    if (!(error instanceof FeedFetchError || error instanceof FeedFormatError)) throw error;
    return recordAttempt(db, source, now, error.message.slice(0, ERROR_MAX), {
      audited,
      actor,
      via,
    });
  }

  return db.transaction(async (tx) => {
    // The source's row first: it is locked until the articles are in, and if it has gone, so
    // has the subscription, and nothing is imported.
    const [updated] = await tx
      .update(newsSources)
      .set({ ...validators, lastFetchedAt: now, lastError: null, itemCount: parsed.itemCount })
      .where(eq(newsSources.id, source.id))
      .returning({ id: newsSources.id });
    if (!updated) return { ok: false, removed: true } as const;
    const inserted =
      parsed.items.length === 0
        ? []
        : await tx
            .insert(newsArticles)
            .values(
              parsed.items.map((item) => ({
                title: item.title,
                excerpt: item.excerpt,
                content: item.content,
                category: source.category,
                // No image: a feed's pictures are on other hosts (parse-feed.ts).
                sourceUrl: item.link,
                isTopStory: false,
                // Imported news is public when it arrives (only admin-written news starts as a
                // draft).
                status: "published" as const,
                publishedAt: item.publishedAt ?? now,
                guid: item.guid,
                sourceId: source.id,
              })),
            )
            // The unique guid does the deduplication, even against a concurrent refresh.
            .onConflictDoNothing({ target: newsArticles.guid })
            .returning({ id: newsArticles.id });
    const result = {
      added: inserted.length,
      skipped: parsed.itemCount - inserted.length,
      notModified: false,
    };
    if (audited || result.added > 0) {
      await recordAudit(tx, {
        actor,
        via,
        action: "news-source.refresh",
        targetId: source.id,
        details: { url: source.url, added: result.added, skipped: result.skipped },
      });
    }
    return { ok: true, ...result } as const;
  });
}

interface AuditChoice {
  audited: boolean;
  actor: string;
  via: string | null;
}

/**
 * A fetch that imported nothing: "not modified" (error null) or a failure. Either way the validators
 * stay as they were: the next fetch must not be told "not modified" about a document that was
 * never imported.
 */
async function recordAttempt(
  db: Db,
  source: NewsSourceRow,
  now: Date,
  error: string | null,
  { audited, actor, via }: AuditChoice,
): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsSources)
      .set({ lastFetchedAt: now, lastError: error })
      .where(eq(newsSources.id, source.id))
      .returning({ id: newsSources.id });
    if (!row) return { ok: false, removed: true } as const;
    if (audited) {
      await recordAudit(tx, {
        actor,
        via,
        action: "news-source.refresh",
        targetId: source.id,
        ...(error === null
          ? { details: { url: source.url, added: 0, skipped: 0 } }
          : { success: false, details: { url: source.url, error } }),
      });
    }
    return error === null
      ? ({ ok: true, added: 0, skipped: 0, notModified: true } as const)
      : ({ ok: false, error } as const);
  });
}

/** What a scheduled run did. */
export interface RefreshTotals {
  sources: number;
  added: number;
  failed: number;
}

/**
 * Refreshes every source not fetched within `intervalMs` (a tenth of it is allowed as slack, so a
 * timer that fires early still finds its sources due). Sources another instance refreshed a
 * moment ago are not due, so several instances on one schedule fetch each feed once.
 */
export async function refreshDueSources(
  db: Db,
  fetchOptions: FetchFeedOptions,
  now: Date,
  intervalMs: number,
): Promise<RefreshTotals> {
  const dueBefore = new Date(now.getTime() - intervalMs * 0.9);
  const due = await db
    .select()
    .from(newsSources)
    .where(or(isNull(newsSources.lastFetchedAt), lt(newsSources.lastFetchedAt, dueBefore)))
    .orderBy(asc(newsSources.id));
  const totals: RefreshTotals = { sources: 0, added: 0, failed: 0 };
  for (const source of due) {
    if (fetchOptions.signal?.aborted) break;
    const outcome = await refreshNewsSource(db, source, { fetchOptions, now, actor: "system" });
    totals.sources += 1;
    if (outcome.ok) totals.added += outcome.added;
    else if ("error" in outcome) totals.failed += 1;
  }
  return totals;
}
