import { randomBytes } from "node:crypto";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../db/schema.ts";
import { ADMIN_PASSWORD, setUpTestApp, testClock } from "../test/test-app.ts";
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from "./sessions.ts";

const clock = testClock();
const { app, db, signIn, signInAs } = await setUpTestApp({}, clock.now);
const signedIn = {
  authenticated: true,
  user: expect.objectContaining({ username: "owner" }),
  passkeysUnavailable: null,
};

const session = async (cookie?: string) =>
  (
    await app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: cookie ? { cookie } : {},
    })
  ).json();

describe("POST /api/admin/login", () => {
  it("signs in with the right password: 204 and a strict, HttpOnly session cookie", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(204);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: "ra_admin",
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(await session(`ra_admin=${cookie?.value}`)).toEqual({
      authenticated: true,
      user: { username: "owner", displayName: "Owner", role: "owner" },
      passkeysUnavailable: null,
    });
  });

  it("says when passkeys cannot be added, because SITE_URL is an IP address", async () => {
    const atAddress = await setUpTestApp({ SITE_URL: "http://127.0.0.1:4371" });
    const cookie = await atAddress.signIn();
    const status = await atAddress.app.inject({ url: "/api/admin/session", headers: { cookie } });
    expect(status.json()).toMatchObject({
      authenticated: true,
      passkeysUnavailable: expect.stringMatching(
        /^Passkeys cannot be used on this site: its address \(SITE_URL\) is 127\.0\.0\.1, an IP address/,
      ),
    });
    // Signed out too, so the sign-in page offers no passkey; and no ceremony is started.
    const signedOut = await atAddress.app.inject({ url: "/api/admin/session" });
    expect(signedOut.json()).toEqual({
      authenticated: false,
      passkeysUnavailable: status.json().passkeysUnavailable,
    });
    const options = await atAddress.app.inject({
      method: "POST",
      url: "/api/admin/passkeys/options",
      headers: { cookie },
    });
    expect(options.statusCode).toBe(409);
    expect(options.json().error).toBe(status.json().passkeysUnavailable);
  });

  it("signs a named person in with their username, and says who they are", async () => {
    const { username, password } = await signInAs("contributor");
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: ` ${username.toUpperCase()} `, password },
    });
    expect(response.statusCode).toBe(204);
    const cookie = `ra_admin=${response.cookies[0]?.value}`;
    expect(await session(cookie)).toMatchObject({
      authenticated: true,
      user: { username, role: "contributor" },
    });
  });

  it("answers a wrong password and an unknown username alike", async () => {
    const { username } = await signInAs("editor");
    const answers = await Promise.all(
      [username, "no-such-person"].map((name, index) =>
        app.inject({
          method: "POST",
          url: "/api/admin/login",
          payload: { username: name, password: "a wrong password" },
          remoteAddress: `10.2.2.${index + 1}`,
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: "Invalid username or password" });
    }
  });

  it("refuses a wrong password with 401 and a missing one with 400", async () => {
    const wrong = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: "not it" },
      remoteAddress: "10.1.1.1",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies).toEqual([]);
    const missing = await app.inject({ method: "POST", url: "/api/admin/login", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { field: "password", message: "Password is required" },
    ]);
  });

  it("records every attempt in the audit log, never the password", async () => {
    const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id));
    const logins = rows.filter((row) => row.action === "admin.login");
    expect(logins.some((row) => row.success && row.actor === "user:owner")).toBe(true);
    expect(logins.some((row) => !row.success && row.address === "10.1.1.1")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(ADMIN_PASSWORD);
    expect(JSON.stringify(rows)).not.toContain("not it");
  });

  it("uses a Secure __Host- cookie when the site is served over HTTPS", async () => {
    const https = await setUpTestApp({ SITE_URL: "https://realaccess.example" });
    const response = await https.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: ADMIN_PASSWORD },
    });
    expect(response.cookies[0]).toMatchObject({ name: "__Host-ra_admin", secure: true, path: "/" });
  });
});

describe("sessions", () => {
  it("says whether the caller is signed in", async () => {
    expect(await session()).toEqual({ authenticated: false });
    expect(await session("ra_admin=made-up")).toEqual({ authenticated: false });
  });

  it("end after 2 hours idle", async () => {
    const cookie = await signIn();
    clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expect(await session(cookie)).toEqual(signedIn);
    clock.advance(IDLE_TIMEOUT_MS + 1000);
    expect(await session(cookie)).toEqual({ authenticated: false });
  });

  it("end 12 hours after sign-in however active", async () => {
    const cookie = await signIn();
    for (let elapsed = 0; elapsed < ABSOLUTE_TIMEOUT_MS - 3_600_000; elapsed += 3_600_000) {
      clock.advance(3_600_000);
      expect(await session(cookie)).toEqual(signedIn);
    }
    clock.advance(3_600_000 + 1000);
    expect(await session(cookie)).toEqual({ authenticated: false });
  });

  it("end at logout, for good", async () => {
    const cookie = await signIn();
    const logout = await app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies[0]).toMatchObject({ name: "ra_admin", value: "" });
    expect(await session(cookie)).toEqual({ authenticated: false });
    const audited = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audited[0]).toMatchObject({ action: "admin.logout", actor: "user:owner" });
    const write = await app.inject({
      method: "DELETE",
      url: "/api/admin/quick-solutions/1",
      headers: { cookie },
    });
    expect(write.statusCode).toBe(401);
  });
});

describe("logout without a session", () => {
  const logOut = (cookie: string, remoteAddress: string) =>
    app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie: `ra_admin=${cookie}` },
      remoteAddress,
    });

  it("writes nothing to the audit log, and a flood of guessed session ids is refused", async () => {
    const before = await db.select().from(auditLog);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const guess = randomBytes(32).toString("base64url");
      statuses.push((await logOut(guess, "10.3.3.3")).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(204), 429, 429]);
    expect(await db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("answers a cookie that is no session id's shape at once, and never counts it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await logOut(`made-up-${i}`, "10.3.3.4")).statusCode);
    expect(statuses).toEqual(Array(12).fill(204));
  });
});
