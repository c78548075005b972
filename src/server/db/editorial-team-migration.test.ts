// Migration 0010 on a single-password site: its password becomes the `owner` account's,
// so the owner signs in as before; old sessions (which belong to nobody) end; rows that sat in the
// original design's unused users table stay, disabled.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { ensureOwnerPassword } from "../auth/accounts.ts";
import { hashPassword, TEST_COST } from "../auth/password.ts";
import { checkPassword } from "../auth/password-check.ts";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import type { Db } from "./connection.ts";
import { migrationsFolder } from "./paths.ts";

const client = await PGlite.create();
afterAll(() => client.close());
const db = drizzle({ client });

describe("upgrading a single-password site to named accounts", () => {
  it("keeps the old password working for the owner account", async () => {
    await migrate(db, { migrationsFolder: migrationsUpTo("0009_quick_solution_bands") });
    const hash = await hashPassword("the old shared admin password", TEST_COST);
    await db.execute(
      sql`insert into app_settings (key, value) values ('admin_password_hash', ${hash})`,
    );
    await db.execute(sql`insert into admin_sessions (id_hash) values ('an old session')`);
    await db.execute(sql`insert into users (username, password) values ('legacy', 'x')`);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows } = await db.execute(
      sql`select username, display_name, role, disabled, password_hash from users order by username`,
    );
    expect(rows).toEqual([
      {
        username: "legacy",
        display_name: "legacy",
        role: "contributor",
        disabled: true,
        password_hash: "x",
      },
      {
        username: "owner",
        display_name: "Owner",
        role: "owner",
        disabled: false,
        password_hash: hash,
      },
    ]);
    const sessions = await db.execute(sql`select count(*)::int as n from admin_sessions`);
    expect(sessions.rows).toEqual([{ n: 0 }]);
    const settings = await db.execute(sql`select key from app_settings`);
    expect(settings.rows).toEqual([]);

    const signIn = (password: string) =>
      checkPassword(db as unknown as Db, { username: "owner", password }, "192.0.2.1", new Date());
    expect((await signIn("the old shared admin password")).outcome).toBe("correct");
    expect((await signIn("something else")).outcome).toBe("wrong");
    // An owner can sign in, so the start generates no new password.
    expect(await ensureOwnerPassword(db as unknown as Db, undefined)).toEqual({ generated: null });
  });
});
