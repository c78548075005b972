// Migration 0015 moves articles from the line mini-markup to Markdown. Every seeded
// article, and a table of awkward lines, must read the same afterwards: the same headings, rules,
// italic lines and paragraphs, with the same words. On PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { RootContent } from "mdast";
import pg from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { plainTextToMarkdown } from "../../shared/markdown/from-plain-text.ts";
import { parseMarkdown } from "../../shared/markdown/parse.ts";
import { plainText } from "../../shared/markdown/plain-text.ts";
import { emptyPostgresDatabase } from "../test/empty-databases.ts";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import { migrationsFolder } from "./paths.ts";
import { articleSeeds } from "./seed/articles.ts";

type Block =
  | { kind: "heading"; level: 1 | 2; text: string }
  | { kind: "rule" }
  | { kind: "italic"; text: string }
  | { kind: "paragraph"; text: string };

/** How articles were read before 0015 (shared/article-markup.ts as it was), kept as the reference. */
function parseMiniMarkup(content: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of content.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("## ") && line.slice(3).trim()) {
      blocks.push({ kind: "heading", level: 2, text: line.slice(3).trim() });
    } else if (line.startsWith("# ") && line.slice(2).trim()) {
      blocks.push({ kind: "heading", level: 1, text: line.slice(2).trim() });
    } else if (line === "---") {
      blocks.push({ kind: "rule" });
    } else {
      const italic = /^\*([^*].*[^*]|[^*])\*$/s.exec(line);
      if (italic?.[1]?.trim()) blocks.push({ kind: "italic", text: italic[1].trim() });
      else blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}

/** The same blocks read from Markdown: '##' is what '# ' was, '###' what '## ' was. */
function markdownBlocks(markdown: string): Block[] {
  return parseMarkdown(markdown).children.map((node: RootContent): Block => {
    if (node.type === "heading") {
      return { kind: "heading", level: node.depth === 2 ? 1 : 2, text: plainText(node) };
    }
    if (node.type === "thematicBreak") return { kind: "rule" };
    if (node.type !== "paragraph") throw new Error(`unexpected ${node.type} in ${markdown}`);
    const [only] = node.children;
    if (node.children.length === 1 && only?.type === "emphasis") {
      return { kind: "italic", text: plainText(only) };
    }
    return { kind: "paragraph", text: plainText(node) };
  });
}

/** A seeded article as the mini-markup stored it before 0015. */
const asMiniMarkup = (markdown: string) =>
  markdown
    .split("\n\n")
    .map((block) => (block.startsWith("### ") ? block.slice(1) : block.replace(/^## /, "# ")))
    .join("\n");

// Lines that Markdown would read as something else unless escaped.
const AWKWARD_LINES = [
  "1. Not a list, just a number",
  "2) Nor this",
  "- a dash at the start",
  "+ a plus",
  "> not a quote",
  "#not a heading",
  "##",
  "~~~ not a fence",
  "``` nor this",
  "*** not a rule",
  "- - -",
  "=====",
  "Stars *in* the middle and __under__ scores_like_this",
  "A [bracket](https://example.com) that is not a link",
  "<b>not bold</b> and <https://example.com> not a link",
  "Entities &amp; &copy; stay as typed",
  "A backslash \\ and one at the end \\",
  "Two trailing spaces  ",
  "    Indented four spaces",
  "!\\[not an image](/media/x.png)",
  "C# and F#",
];

const AWKWARD_ARTICLE = [
  "# A heading ending in C#",
  "## A *starred* heading",
  "*An italic line with a [bracket] and an_underscore*",
  "---",
  ...AWKWARD_LINES,
].join("\n");

type Driver = [
  string,
  () => Promise<{ db: ReturnType<typeof drizzlePglite>; migrate(folder: string): Promise<void> }>,
];

const drivers: Driver[] = [
  [
    "PGlite",
    async () => {
      const client = await PGlite.create();
      onTestFinished(() => client.close());
      const db = drizzlePglite({ client });
      return { db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }) };
    },
  ],
];
const url = process.env.TEST_DATABASE_URL;
if (url) {
  drivers.push([
    "PostgreSQL",
    async () => {
      const pool = new pg.Pool({ connectionString: await emptyPostgresDatabase(url), max: 2 });
      onTestFinished(() => pool.end());
      const db = drizzleNodePg({ client: pool }) as unknown as ReturnType<typeof drizzlePglite>;
      return { db, migrate: (folder) => migrateNodePg(db as never, { migrationsFolder: folder }) };
    },
  ]);
}

const before0015 = migrationsUpTo("0014_rate_limit_rows");
const FRESH_DATABASE_TIMEOUT_MS = 120_000;

describe.each(drivers)("migration 0015 on a %s database with articles", (_name, open) => {
  it("turns every article into Markdown that reads the same", {
    timeout: FRESH_DATABASE_TIMEOUT_MS,
  }, async () => {
    const { db, migrate } = await open();
    await migrate(before0015);
    const contents = [
      ...articleSeeds.map((seed) => asMiniMarkup(seed.content)),
      AWKWARD_ARTICLE,
      AWKWARD_LINES.join("\r\n"),
    ];
    await db.execute(sql`insert into advice_categories (name, description, icon, color)
      values ('Premises', 'Buildings', 'building', '#000000')`);
    for (const [index, content] of contents.entries()) {
      await db.execute(sql`insert into advice_articles (title, content, excerpt, category_id)
        values (${`Article ${index}`}, ${content}, 'An excerpt', 1)`);
    }

    await migrate(migrationsFolder());

    const { rows } = (await db.execute(
      sql`select content, status from advice_articles order by id`,
    )) as unknown as { rows: { content: string; status: string }[] };
    expect(rows.map((row) => row.status)).toEqual(contents.map(() => "published"));
    for (const [index, content] of contents.entries()) {
      const markdown = rows[index]?.content ?? "";
      expect(markdownBlocks(markdown), content).toEqual(parseMiniMarkup(content));
    }
    // The seeded articles come out exactly as the seed now writes them.
    expect(rows.slice(0, articleSeeds.length).map((row) => row.content)).toEqual(
      articleSeeds.map((seed) => seed.content),
    );
    // Plain lines are escaped exactly as a promoted story's are.
    expect(rows.at(-1)?.content).toBe(plainTextToMarkdown(AWKWARD_LINES.join("\n")));
  });
});
