// The migration that gave expert articles authors, dates, sources and related quick
// solutions also fills them in for a database seeded before it. Its backfill, run here on rows as
// they were before it, must leave them exactly as the seed now makes them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database.ts";
import { migrationsFolder } from "./paths.ts";
import {
  adviceArticleQuickSolutions,
  adviceArticles,
  adviceCategories,
  communityArticles,
  quickSolutions,
} from "./schema.ts";
import { articleSeeds } from "./seed/articles.ts";
import { quickSolutionSeeds } from "./seed/quick-solutions.ts";

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

const BACKFILL_MARKER = "-- Backfill of the trust fields";
const PRICES_HEADING = "\n## What the cheap fixes cost";

/** The migration's data statements: everything from the backfill marker on. */
function backfillStatements(): string[] {
  const folder = migrationsFolder();
  const file = readdirSync(folder).find(
    (name) =>
      name.endsWith(".sql") && readFileSync(join(folder, name), "utf8").includes(BACKFILL_MARKER),
  );
  if (!file) throw new Error("No migration holds the backfill of the trust fields");
  const statements = readFileSync(join(folder, file), "utf8").split("--> statement-breakpoint");
  return statements.slice(statements.findIndex((statement) => statement.includes(BACKFILL_MARKER)));
}

/** Seeded articles edited later (where the law applies), after this backfill was written. */
const EDITED_AFTER_BACKFILL = new Set([
  "Customer service that welcomes disabled people",
  "Accessible websites and documents: where to begin",
  "Supporting colleagues with hidden disabilities",
  "Inclusive recruitment: finding talent you are missing",
]);

/** The small-budget article as it was first seeded, before its prices were added. */
function withoutPrices(content: string) {
  const start = content.indexOf(PRICES_HEADING);
  const end = content.indexOf("\n---\n## Plan the bigger jobs");
  return start < 0 ? content : content.slice(0, start) + content.slice(end);
}

describe("the backfill of the trust fields", () => {
  it("gives the articles seeded before it their dates, sources, prices and quick solutions", async () => {
    const createdAt = new Date("2025-10-01T08:00:00Z");
    await db.insert(quickSolutions).values(quickSolutionSeeds);
    const [category] = await db
      .insert(adviceCategories)
      .values({ name: "Old", description: "Old articles", icon: "building", color: "#0d5e58" })
      .returning();
    if (!category) throw new Error("insert returned no row");
    // As the seed made them before the migration: no author, dates or sources of their own.
    await db.insert(adviceArticles).values(
      articleSeeds.map((seed) => ({
        title: seed.title,
        excerpt: seed.excerpt,
        tags: seed.tags,
        content: withoutPrices(seed.content),
        categoryId: category.id,
        createdAt,
      })),
    );
    expect(withoutPrices(articleSeeds[0]?.content ?? "")).not.toContain(PRICES_HEADING);

    const [story] = await db
      .insert(communityArticles)
      .values({
        title: "Accessible premises on a small budget",
        content: "A story that happens to share a sample article's title, promoted long ago.",
        authorName: "Priya Shah",
        authorEmail: "priya@example.org",
        isApproved: true,
      })
      .returning();
    if (!story) throw new Error("insert returned no row");
    const [promoted] = await db
      .insert(adviceArticles)
      .values({
        title: story.title,
        excerpt: "A promoted story.",
        content: story.content,
        categoryId: category.id,
        communityArticleId: story.id,
        createdAt,
      })
      .returning();
    if (!promoted) throw new Error("insert returned no row");

    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));

    const rows = await db.select().from(adviceArticles);
    for (const seed of articleSeeds) {
      const row = rows.find(
        (candidate) => candidate.title === seed.title && !candidate.communityArticleId,
      );
      expect(row, seed.title).toBeDefined();
      expect(row?.authorName, seed.title).toBeNull();
      expect(row?.publishedAt.toISOString(), seed.title).toBe(`${seed.publishedOn}T10:00:00.000Z`);
      // Articles edited since (where the law applies) are the seed's later edit, not this
      // backfill's.
      const backfilledUpdate = EDITED_AFTER_BACKFILL.has(seed.title)
        ? seed.publishedOn
        : seed.updatedOn;
      expect(row?.updatedAt.toISOString(), seed.title).toBe(
        `${backfilledUpdate ?? seed.publishedOn}T10:00:00.000Z`,
      );
      expect(row?.sources, seed.title).toEqual(seed.sources);
      expect(row?.content, seed.title).toBe(seed.content);
      const related = await db
        .select({ issue: quickSolutions.issue })
        .from(adviceArticleQuickSolutions)
        .innerJoin(
          quickSolutions,
          eq(quickSolutions.id, adviceArticleQuickSolutions.quickSolutionId),
        )
        .where(eq(adviceArticleQuickSolutions.adviceArticleId, row?.id ?? 0))
        .orderBy(asc(adviceArticleQuickSolutions.position));
      expect(
        related.map(({ issue }) => issue),
        seed.title,
      ).toEqual(seed.relatedQuickSolutions);
    }

    // The promoted copy is its author's, published when it was promoted, and keeps its own text.
    const copy = rows.find((row) => row.id === promoted.id);
    expect(copy?.authorName).toBe("Priya Shah");
    expect(copy?.publishedAt).toEqual(createdAt);
    expect(copy?.updatedAt).toEqual(createdAt);
    expect(copy?.sources).toEqual([]);
    expect(copy?.content).toBe(story.content);
  });
});
