// Migration 0017: the news that was already on the site (imported or custom stories)
// stays published, and changed when it was written; a row written afterwards starts as a draft.
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

describe("upgrading to news written in the admin", () => {
  it("keeps existing news published and makes new rows drafts", async () => {
    await migrate(db, { migrationsFolder: migrationsUpTo("0016_media") });
    await db.execute(
      sql`insert into news_articles (title, content, category, published_at, created_at)
          values ('Loops in every library', 'The council fits hearing loops.', 'Venues',
                  '2025-03-01T09:00:00Z', '2025-03-02T10:00:00Z')`,
    );

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const old = await db.execute(
      sql`select status, publish_at, author_id, updated_at = created_at as unchanged from news_articles`,
    );
    expect(old.rows).toEqual([
      {
        status: "published",
        publish_at: null,
        author_id: null,
        unchanged: true,
      },
    ]);
    await db.execute(
      sql`insert into news_articles (title, content, category, published_at)
          values ('A draft', 'Not yet public.', 'Venues', now())`,
    );
    const fresh = await db.execute(sql`select status from news_articles where title = 'A draft'`);
    expect(fresh.rows).toEqual([{ status: "draft" }]);
  });
});
