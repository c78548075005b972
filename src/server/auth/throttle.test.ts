import { describe, expect, it } from "vitest";
import { auditLog, loginThrottle } from "../db/schema.ts";
import { ADMIN_PASSWORD, setUpTestApp, testClock } from "../test/test-app.ts";

const clock = testClock();
const { app } = await setUpTestApp({}, clock.now);

const attempt = (password: string, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/admin/login", payload: { password }, remoteAddress });

describe("sign-in throttling", () => {
  it("answers 429 with Retry-After after 5 failures for one username from one address", async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt("wrong", "203.0.113.5")).statusCode).toBe(401);
    const blocked = await attempt(ADMIN_PASSWORD, "203.0.113.5");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBe(60);
    expect(blocked.json()).toEqual({
      error:
        "Too many wrong passwords for the username ‘owner’ from your network address. Try again in 1 minute.",
    });
  });

  it("does not lock the admin out from another address", async () => {
    expect((await attempt(ADMIN_PASSWORD, "198.51.100.7")).statusCode).toBe(204);
  });

  it("lets the address try again after the wait, and the next wait is longer", async () => {
    clock.advance(61_000);
    for (let i = 0; i < 5; i++)
      expect((await attempt("wrong", "203.0.113.5")).statusCode).toBe(401);
    const blocked = await attempt("wrong", "203.0.113.5");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBe(120);
  });

  it("forgets a username's failures after its own success, not the address's", async () => {
    for (let i = 0; i < 4; i++) await attempt("wrong", "192.0.2.9");
    expect((await attempt(ADMIN_PASSWORD, "192.0.2.9")).statusCode).toBe(204);
    for (let i = 0; i < 4; i++) expect((await attempt("wrong", "192.0.2.9")).statusCode).toBe(401);
    expect((await attempt(ADMIN_PASSWORD, "192.0.2.9")).statusCode).toBe(204);
    // Ten failures from the address in the window, successes between them or not.
    for (let i = 0; i < 2; i++) expect((await attempt("wrong", "192.0.2.9")).statusCode).toBe(401);
    const blocked = await attempt(ADMIN_PASSWORD, "192.0.2.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(
      "Too many failed sign-ins from your network address. Try again from it in 1 minute.",
    );
  });

  it("counts failures older than 15 minutes no more", async () => {
    for (let i = 0; i < 4; i++) await attempt("wrong", "192.0.2.44");
    clock.advance(16 * 60_000);
    for (let i = 0; i < 4; i++) expect((await attempt("wrong", "192.0.2.44")).statusCode).toBe(401);
    expect((await attempt(ADMIN_PASSWORD, "192.0.2.44")).statusCode).toBe(204);
  });

  it("throttles wrong Bearer passwords the same way", async () => {
    const bearer = (password: string) =>
      app.inject({
        method: "DELETE",
        url: "/api/admin/quick-solutions/999",
        headers: { authorization: `Bearer ${password}` },
        remoteAddress: "192.0.2.77",
      });
    for (let i = 0; i < 5; i++) expect((await bearer("wrong")).statusCode).toBe(401);
    const blocked = await bearer(ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    // One wording for the form and for scripts.
    expect(blocked.json()).toEqual({
      error:
        "Too many wrong passwords for the username ‘owner’ from your network address. Try again in 1 minute.",
    });
  });

  const statusCounts = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});

  it("lets through at most five of 30 wrong passwords sent at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => attempt("wrong", "203.0.113.30")),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 401: 5, 429: 25 });
  });

  it("lets through at most five of 30 wrong Bearer passwords sent at once", async () => {
    // The tests above blocked the owner's name too: wait that out, and a success clears it.
    clock.advance(61 * 60_000);
    expect((await attempt(ADMIN_PASSWORD, "198.51.100.31")).statusCode).toBe(204);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({
          method: "GET",
          url: "/api/admin/audit-log",
          headers: { authorization: "Bearer wrong" },
          remoteAddress: "203.0.113.31",
        }),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 401: 5, 429: 25 });
  });

  it("slows guesses at one username spread over many addresses, known or not", async () => {
    const { app: fresh, signInAs } = await setUpTestApp({}, clock.now);
    const { username, password } = await signInAs("editor");
    const guess = (name: string, index: number) =>
      fresh.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: name, password: "wrong guess" },
        remoteAddress: `198.51.100.${index}`,
      });
    for (const name of [username, "nobody-by-this-name"]) {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await guess(name, 100 + i)).statusCode);
      // The same answers for a real account and a made-up one: nothing says which exists.
      expect(statuses, name).toEqual([...Array(10).fill(401), 429]);
    }
    const right = await fresh.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username, password },
      remoteAddress: "198.51.100.200",
    });
    expect(right.statusCode).toBe(429);
    // It says what is paused, and that it is the name, not this address.
    expect(right.json().error).toBe(
      `Too many wrong passwords for the username ‘${username}’, from any address: signing in to ` +
        "it with a password is paused for 1 minute. Signing in with a passkey still works.",
    );
    clock.advance(61_000);
    const later = await fresh.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username, password },
      remoteAddress: "198.51.100.200",
    });
    expect(later.statusCode).toBe(204);
  });

  it("lets no one with an account clear the count of their guesses at other names", async () => {
    const { app: fresh, signInAs } = await setUpTestApp({}, clock.now);
    const insider = await signInAs("contributor");
    const from = "198.51.100.50";
    const signInFrom = (username: string, password: string) =>
      fresh.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username, password },
        remoteAddress: from,
      });
    // Four guesses at the owner, then the insider's own correct password, then more guesses.
    for (let i = 0; i < 4; i++) expect((await signInFrom("owner", "guess")).statusCode).toBe(401);
    expect((await signInFrom(insider.username, insider.password)).statusCode).toBe(204);
    expect((await signInFrom("owner", "guess")).statusCode).toBe(401);
    expect((await signInFrom("owner", "guess")).statusCode).toBe(429);
    // Spread over other names, the address's own count stops the spray, successes or not.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signInFrom(`someone-${i}`, "guess")).statusCode);
      await signInFrom(insider.username, insider.password);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const own = await signInFrom(insider.username, insider.password);
    expect(own.statusCode).toBe(429);
    expect(own.json().error).toMatch(/^Too many failed sign-ins from your network address\./);
  });

  it("believes only the hop its one trusted proxy adds (TRUST_PROXY=1)", async () => {
    const proxied = await setUpTestApp({ TRUST_PROXY: "1" }, clock.now);
    // The client writes its own X-Forwarded-For; the proxy appends the address it saw.
    const spoofed = (index: number) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { password: "wrong" },
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": `198.51.100.${index}, 203.0.113.200` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await spoofed(i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, ...Array(7).fill(429)]);
  });

  it("stores and keys on real IP addresses only, whatever the header says", async () => {
    const proxied = await setUpTestApp({ TRUST_PROXY: "true" }, clock.now);
    const hostile = "<img src=x onerror=alert(1)> admin-laptop";
    const response = await proxied.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: "wrong" },
      remoteAddress: "10.0.0.9",
      headers: { "x-forwarded-for": hostile },
    });
    expect(response.statusCode).toBe(401);
    const addresses = await proxied.db.select({ address: auditLog.address }).from(auditLog);
    expect(addresses).toEqual([{ address: "10.0.0.9" }]);
    const keys = await proxied.db.select({ address: loginThrottle.address }).from(loginThrottle);
    expect(keys.map((key) => key.address).sort()).toEqual([
      "10.0.0.9",
      "pair:10.0.0.9 owner",
      "user:owner",
    ]);
  });

  it("honours X-Forwarded-For only behind a trusted proxy", async () => {
    const proxied = await setUpTestApp({ TRUST_PROXY: "true" }, clock.now);
    const viaProxy = (password: string, client: string) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { password },
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": client },
      });
    for (let i = 0; i < 5; i++) await viaProxy("wrong", "203.0.113.99");
    expect((await viaProxy(ADMIN_PASSWORD, "203.0.113.99")).statusCode).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect((await viaProxy(ADMIN_PASSWORD, "203.0.113.100")).statusCode).toBe(204);
  });
});
