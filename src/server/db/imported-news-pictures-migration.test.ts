// Migration 0019: pictures imported from feeds before the importer stopped keeping them
// are forgotten, so no page sends a reader's browser to the feed's host; a picture chosen for a
// story written here stays.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "../test/migrations-up-to.ts";

const client = await PGlite.create();
afterAll(() => client.close());
const db = drizzle({ client });

describe("upgrading to imported news without pictures", () => {
  it("forgets imported items' pictures and keeps those of stories written here", async () => {
    await migrate(db, { migrationsFolder: migrationsUpTo("0017_news_authoring") });
    await db.execute(
      sql`insert into news_articles (title, content, category, published_at, status, guid, image_url)
          values ('Imported with a pixel', 'From a feed.', 'Venues', now(), 'published',
                  'https://news.example/pixel', 'https://tracker.example/p.gif'),
                 ('Written here', 'A custom story.', 'Venues', now(), 'published',
                  null, 'https://www.example.org/loop.png'),
                 ('Imported, then given our own picture', 'From a feed.', 'Venues', now(),
                  'published', 'https://news.example/ramp', '/media/3-800.jpg')`,
    );

    // As far as 0019: 0021 then forgets every picture that is not one of ours (media-keys-migration).
    await migrate(db, { migrationsFolder: migrationsUpTo("0019_imported_news_without_pictures") });

    const rows = await db.execute(sql`select title, image_url from news_articles order by id`);
    expect(rows.rows).toEqual([
      { title: "Imported with a pixel", image_url: null },
      { title: "Written here", image_url: "https://www.example.org/loop.png" },
      // A picture the team chose from the media library since is on this site: it stays.
      { title: "Imported, then given our own picture", image_url: "/media/3-800.jpg" },
    ]);
  });
});
