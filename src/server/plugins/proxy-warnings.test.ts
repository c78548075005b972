import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, setUpTestApp } from "../test/test-app.ts";
import { createTestDatabase, recycleTestDatabase } from "../test/test-database.ts";
import { PROXY_WARNINGS } from "./proxy-warnings.ts";
import { SETUP_WARNINGS } from "./setup-warnings.ts";

// Every app here starts on the same database: what is read is the start-up's log, and a database
// each (a thread booted from the template) made a test of three apps slow on a busy machine.
const database = await createTestDatabase();
afterAll(() => recycleTestDatabase(database));

async function appLogging(env: Record<string, string>) {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const built = await setUpTestApp(env, undefined, {
    logger: { level: "warn", stream },
    database,
  });
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.level === 40)
      .map((e) => e.msg);
  return { ...built, warnings };
}

describe("proxy set-up warnings", () => {
  it("warns at start that TRUST_PROXY=true believes every hop", async () => {
    const { app, warnings } = await appLogging({ TRUST_PROXY: "true" });
    await app.ready();
    expect(warnings()).toEqual([PROXY_WARNINGS.trustsEveryHop]);
  });

  it("warns once when requests come through a proxy that is not trusted", async () => {
    const { app, warnings } = await appLogging({});
    await app.ready();
    expect(warnings()).toEqual([]);
    for (let i = 0; i < 3; i++) {
      await app.inject({ url: "/healthz", headers: { "x-forwarded-for": "198.51.100.4" } });
    }
    expect(warnings()).toEqual([PROXY_WARNINGS.untrustedProxy]);
  });

  it("gives secure cookies behind a TLS proxy even when SITE_URL says http, and says so", async () => {
    const { app, warnings } = await appLogging({
      TRUST_PROXY: "1",
      SITE_URL: "http://www.example.org",
    });
    const login = (proto: string) =>
      app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { password: ADMIN_PASSWORD },
        headers: { "x-forwarded-for": "198.51.100.5", "x-forwarded-proto": proto },
      });
    const overTls = await login("https");
    expect(overTls.statusCode).toBe(204);
    expect(overTls.cookies[0]).toMatchObject({ name: "__Host-ra_admin", secure: true, path: "/" });
    expect(warnings()).toEqual([PROXY_WARNINGS.httpsSiteUrlHttp]);

    const session = await app.inject({
      url: "/api/admin/session",
      headers: {
        "x-forwarded-proto": "https",
        cookie: `${overTls.cookies[0]?.name}=${overTls.cookies[0]?.value}`,
      },
    });
    expect(session.json()).toMatchObject({ authenticated: true });

    const plain = await login("http");
    expect(plain.cookies[0]).toMatchObject({ name: "ra_admin" });
    expect(plain.cookies[0]?.secure).toBeUndefined();
  });
});

describe("settings left at their defaults", () => {
  it("are named at start in production, and not in development", async () => {
    const production = await appLogging({
      NODE_ENV: "production",
      SITE_URL: "http://localhost:3000",
      CONTACT_EMAIL: "hello@realaccess.example",
    });
    await production.app.ready();
    expect(production.warnings()).toEqual([
      SETUP_WARNINGS.defaultSiteUrl,
      SETUP_WARNINGS.defaultSender,
    ]);
    const configured = await appLogging({
      NODE_ENV: "production",
      SITE_URL: "https://access.example.org",
      CONTACT_EMAIL: "hello@access.example.org",
    });
    await configured.app.ready();
    expect(configured.warnings()).toEqual([]);
    const development = await appLogging({
      NODE_ENV: "development",
      SITE_URL: "http://localhost:3000",
    });
    await development.app.ready();
    expect(development.warnings()).toEqual([]);
  });
});

describe("an address where passkeys cannot work", () => {
  it("is named at start, in production and in development", async () => {
    for (const NODE_ENV of ["production", "development"]) {
      const atAddress = await appLogging({
        NODE_ENV,
        SITE_URL: "http://127.0.0.1:4371",
        CONTACT_EMAIL: "hello@access.example.org",
      });
      await atAddress.app.ready();
      expect(atAddress.warnings(), NODE_ENV).toEqual([
        expect.stringMatching(
          /^Passkeys cannot be used on this site: its address \(SITE_URL\) is 127\.0\.0\.1, an IP address/,
        ),
      ]);
    }
    const plainHttp = await appLogging({
      NODE_ENV: "production",
      SITE_URL: "http://access.example.org",
      CONTACT_EMAIL: "hello@access.example.org",
    });
    await plainHttp.app.ready();
    expect(plainHttp.warnings()).toEqual([expect.stringMatching(/only for https:\/\/ addresses/)]);
  });
});
