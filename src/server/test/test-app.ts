import type { InjectOptions } from "fastify";
import { afterAll } from "vitest";
import type { Role } from "../../shared/roles.ts";
import { type AppDependencies, buildApp } from "../app.ts";
import { setOwnerPassword } from "../auth/accounts.ts";
import { hashPassword, TEST_COST } from "../auth/password.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/connection.ts";
import { users } from "../db/schema.ts";
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
/** A private IPv4 address picked at random, so requests from one test meet no other's throttle. */
export const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export async function setUpTestApp(
  env: Record<string, string> = {},
  now: () => Date = () => new Date(),
  {
    database: given,
    ...extra
  }: Pick<AppDependencies, "pages" | "logger" | "newsSources"> & { database?: Database } = {},
) {
  const database = given ?? (await createTestDatabase());
  // A cheap hash: verifying reads the cost from the hash, so every test sign-in is fast too.
  await setOwnerPassword(database.db, ADMIN_PASSWORD, TEST_COST);
  // Load shedding is off unless a test turns it on: on a busy machine, a test file's own start-up
  // work (copying its database) could lag the event loop enough to turn other tests' requests away.
  const config = loadConfig({ NODE_ENV: "test", MAX_EVENT_LOOP_DELAY_MS: "0", ...env });
  const app = await buildApp({ config, database, now, ...extra });
  afterAll(async () => {
    await app.close();
    // A database the test file gave is the file's to end: it may serve several apps.
    if (!given) await recycleTestDatabase(database);
  });

  /** Signs in and returns the Cookie header for later requests. */
  async function signIn(options: Partial<InjectOptions> = {}) {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: ADMIN_PASSWORD },
      // Each sign-in from an address of its own, so no test's sign-ins reach another's throttle.
      remoteAddress: randomAddress(),
      ...options,
    });
    if (response.statusCode !== 204) throw new Error(`sign-in failed: ${response.statusCode}`);
    const cookie = response.cookies[0];
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  let people = 0;
  /**
   * Makes an account with this role (at the test cost) and signs it in: its Cookie header, and
   * what it was made with. Each call makes a new person.
   */
  async function signInAs(role: Role, overrides: { username?: string; password?: string } = {}) {
    people += 1;
    const username =
      overrides.username ?? `${role}-${people}-${Math.random().toString(36).slice(2, 6)}`;
    const password = overrides.password ?? `${role} password for test ${people}`;
    const [user] = await database.db
      .insert(users)
      .values({
        username,
        displayName: `Test ${role} ${people}`,
        role,
        passwordHash: await hashPassword(password, TEST_COST),
      })
      .returning();
    if (!user) throw new Error("the test account was not made");
    const cookie = await signIn({ payload: { username, password } });
    return { cookie, user, username, password };
  }

  return { app, db: database.db, database, config, signIn, signInAs };
}
