import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, setUpTestApp, testClock } from "../test/test-app.ts";

const clock = testClock();
const { app } = await setUpTestApp({}, clock.now);

const attempt = (password: string, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/admin/login", payload: { password }, remoteAddress });

describe("sign-in throttling", () => {
  it("answers 429 with Retry-After after 5 failures from one address", async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt("wrong", "203.0.113.5")).statusCode).toBe(401);
    const blocked = await attempt(ADMIN_PASSWORD, "203.0.113.5");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBe(60);
    expect(blocked.json().error).toMatch(/Too many failed attempts/);
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

  it("forgets failures after a success", async () => {
    for (let i = 0; i < 4; i++) await attempt("wrong", "192.0.2.9");
    expect((await attempt(ADMIN_PASSWORD, "192.0.2.9")).statusCode).toBe(204);
    for (let i = 0; i < 4; i++) expect((await attempt("wrong", "192.0.2.9")).statusCode).toBe(401);
    expect((await attempt(ADMIN_PASSWORD, "192.0.2.9")).statusCode).toBe(204);
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
    expect((await bearer(ADMIN_PASSWORD)).statusCode).toBe(429);
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
