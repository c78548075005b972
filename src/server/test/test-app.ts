import type { InjectOptions } from "fastify";
import { afterAll } from "vitest";
import { type AppDependencies, buildApp } from "../app.ts";
import { setAdminPassword } from "../auth/admin-password.ts";
import { TEST_COST } from "../auth/password.ts";
import { loadConfig } from "../config.ts";
import { createTestDatabase, recycleTestDatabase } from "./test-database.ts";

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
  extra: Pick<AppDependencies, "pages" | "logger" | "newsSources"> = {},
) {
  const database = await createTestDatabase();
  // A cheap hash: verifying reads the cost from the hash, so every test sign-in is fast too.
  await setAdminPassword(database.db, ADMIN_PASSWORD, TEST_COST);
  // Load shedding is off unless a test turns it on: on a busy machine, a test file's own start-up
  // work (copying its database) could lag the event loop enough to turn other tests' requests away.
  const config = loadConfig({ NODE_ENV: "test", MAX_EVENT_LOOP_DELAY_MS: "0", ...env });
  const app = await buildApp({ config, database, now, ...extra });
  afterAll(async () => {
    await app.close();
    await recycleTestDatabase(database);
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
