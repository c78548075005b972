// Migration 0021: images get a random key in their addresses, so that nobody can count through
// them. Texts that used an image keep it under its new address; a news item's picture on another
// host, or anything else that is not one of our images, is forgotten.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import { migrationsFolder } from "./paths.ts";

const client = await PGlite.create();
afterAll(() => client.close());
const db = drizzle({ client });

const ARTICLE = [
  "A ramp: ![A grey ramp](/media/1-1600x900.jpg)",
  "Decorative: ![](/media/12-300x200-decorative.png) and a file /media/1-800.avif stays as written.",
  "[ramp]: /media/1-1600x900.jpg",
].join("\n\n");

describe("upgrading to media keys", () => {
  it("gives each image a key and every text that uses it the new address", async () => {
    await migrate(db, { migrationsFolder: migrationsUpTo("0020_search_words") });
    await db.execute(sql`insert into media (id, width, height, fallback)
      values (1, 1600, 900, 'jpg'), (12, 300, 200, 'png')`);
    await db.execute(sql`insert into advice_categories (name, description, icon, color)
      values ('Premises', 'Buildings', 'building', '#000000')`);
    await db.execute(sql`insert into advice_articles (title, content, excerpt, category_id)
      values ('With pictures', ${ARTICLE}, 'An excerpt', 1)`);
    await db.execute(sql`insert into advice_article_revisions (article_id, saved_by, snapshot)
      values (1, 'Robin', ${JSON.stringify({ content: ARTICLE })}::jsonb)`);
    await db.execute(
      sql`insert into news_articles (title, content, category, published_at, status, image_url)
          values ('Remote', 'Written here.', 'Venues', now(), 'published', 'https://evil.example/track.png'),
                 ('Ours', 'Written here.', 'Venues', now(), 'published', '/media/12-300x200-decorative.png'),
                 ('A file, not a reference', 'Written here.', 'Venues', now(), 'published', '/media/3-800.jpg')`,
    );

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const keys = await db.execute(sql`select id, key from media order by id`);
    const [one, twelve] = keys.rows as { id: number; key: string }[];
    expect(one?.key).toMatch(/^[0-9a-f]{20}$/);
    expect(twelve?.key).toMatch(/^[0-9a-f]{20}$/);
    expect(one?.key).not.toBe(twelve?.key);
    const expected = [
      `A ramp: ![A grey ramp](/media/1-${one?.key}-1600x900.jpg)`,
      `Decorative: ![](/media/12-${twelve?.key}-300x200-decorative.png) and a file /media/1-800.avif stays as written.`,
      `[ramp]: /media/1-${one?.key}-1600x900.jpg`,
    ].join("\n\n");
    const article = await db.execute(sql`select content from advice_articles`);
    expect(article.rows).toEqual([{ content: expected }]);
    const revision = await db.execute(sql`select snapshot from advice_article_revisions`);
    expect(revision.rows).toEqual([{ snapshot: { content: expected } }]);
    const news = await db.execute(sql`select title, image_url from news_articles order by id`);
    expect(news.rows).toEqual([
      { title: "Remote", image_url: null },
      { title: "Ours", image_url: `/media/12-${twelve?.key}-300x200-decorative.png` },
      { title: "A file, not a reference", image_url: null },
    ]);
  });
});
