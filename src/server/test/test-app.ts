import type { InjectOptions } from "fastify";
import { afterAll } from "vitest";
import { buildApp } from "../app.ts";
import { setAdminPassword } from "../auth/admin-password.ts";
import { loadConfig } from "../config.ts";
import { createTestDatabase } from "./test-database.ts";

export const ADMIN_PASSWORD = "correct horse battery staple";

/** A clock the test moves by hand. */
export function testClock(start = new Date("2026-03-01T09:00:00Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** Builds the app on a fresh database for this test file; closed after the file. */
export async function setUpTestApp(
  env: Record<string, string> = {},
  now: () => Date = () => new Date(),
) {
  const database = await createTestDatabase();
  await setAdminPassword(database.db, ADMIN_PASSWORD);
  const config = loadConfig({ NODE_ENV: "test", ...env });
  const app = await buildApp({ config, database, now });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Signs in and returns the Cookie header for later requests. */
  async function signIn(options: Partial<InjectOptions> = {}) {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: ADMIN_PASSWORD },
      ...options,
    });
    if (response.statusCode !== 204) throw new Error(`sign-in failed: ${response.statusCode}`);
    const cookie = response.cookies[0];
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  return { app, db: database.db, database, config, signIn };
}
