// Every route declared admin-only is checked here, so a route added later cannot slip through.
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, setUpTestApp } from "../test/test-app.ts";

const { app, signIn } = await setUpTestApp();
const cookie = await signIn();

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: method as "GET",
    url: url.replace(/:(\w+)/g, "999999"),
    headers: { "content-type": "application/json", ...headers },
    payload: method === "GET" || method === "DELETE" ? undefined : "{}",
  });

const adminRoutes = app.routeAccess.filter((route) => route.access === "admin");
const routeName = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

describe("the admin guard", () => {
  it("lets visitors write only through the routes declared public", () => {
    const publicWrites = app.routeAccess
      .filter((route) => route.method !== "GET" && route.access !== "admin")
      .map(routeName)
      .sort();
    expect(publicWrites).toEqual([
      "DELETE /api/assessments/:token",
      "DELETE /api/community/:id/like",
      "POST /api/admin/login",
      "POST /api/admin/logout",
      "POST /api/assessments",
      "POST /api/community",
      "POST /api/community/:id/like",
      "POST /api/contact",
    ]);
  });

  it("keeps the admin's reads admin-only", () => {
    const adminReads = adminRoutes.filter((route) => route.method === "GET").map(routeName);
    expect(adminReads.sort()).toEqual([
      "GET /api/admin/assessments/summary",
      "GET /api/admin/audit-log",
      "GET /api/admin/backup",
      "GET /api/admin/news-sources",
      "GET /api/admin/notifications",
      "GET /api/contact-requests",
    ]);
  });

  it("makes a write route that declares nothing admin-only", async () => {
    const fresh = await setUpTestApp();
    fresh.app.post("/api/forgotten-write", async () => ({ wrote: true }));
    fresh.app.delete("/api/forgotten-delete/:id", async () => ({ deleted: true }));
    for (const [method, url] of [
      ["POST", "/api/forgotten-write"],
      ["DELETE", "/api/forgotten-delete/1"],
    ] as const) {
      const response = await fresh.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Admin sign-in required" });
    }
  });

  for (const { method, url } of adminRoutes) {
    describe(`${method} ${url}`, () => {
      it("answers 401 JSON without credentials", async () => {
        const response = await request(method, url);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: "Admin sign-in required" });
      });

      it("answers 401 to a wrong Bearer password", async () => {
        const response = await request(method, url, { authorization: "Bearer wrong password" });
        expect(response.statusCode).toBe(401);
      });

      it("lets the session and the right Bearer password through", async () => {
        const credentials: Record<string, string>[] = [
          { cookie },
          { authorization: `Bearer ${ADMIN_PASSWORD}` },
        ];
        for (const headers of credentials) {
          const response = await request(method, url, headers);
          expect([401, 403, 429]).not.toContain(response.statusCode);
          expect(response.headers["cache-control"]).toBe("no-store");
        }
      });
    });
  }
});

describe("cross-site request forgery", () => {
  const write = (headers: Record<string, string>, payload = "{}") =>
    app.inject({ method: "DELETE", url: "/api/admin/quick-solutions/999999", headers, payload });

  it("refuses cookie-authenticated writes from another site", async () => {
    const fromOrigin = await write({
      cookie,
      origin: "https://evil.example",
      "content-type": "application/json",
    });
    expect(fromOrigin.statusCode).toBe(403);
    const fromFetch = await write({
      cookie,
      "sec-fetch-site": "cross-site",
      "content-type": "application/json",
    });
    expect(fromFetch.statusCode).toBe(403);
  });

  it("trusts the browser's same-origin verdict over the null Origin our referrer policy causes", async () => {
    const json = { cookie, origin: "null", "content-type": "application/json" };
    expect((await write({ ...json, "sec-fetch-site": "same-origin" })).statusCode).toBe(404);
    expect((await write(json)).statusCode).toBe(403);
  });

  it("refuses a form post, which is not JSON", async () => {
    const form = await app.inject({
      method: "POST",
      url: "/api/admin/quick-solutions",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "issue=x",
    });
    expect(form.statusCode).toBe(415);
  });

  it("accepts same-origin writes and Bearer scripts", async () => {
    const sameOrigin = await write({
      cookie,
      origin: "http://localhost:80",
      "sec-fetch-site": "same-origin",
      "content-type": "application/json",
    });
    expect(sameOrigin.statusCode).toBe(404);
    const script = await app.inject({
      method: "DELETE",
      url: "/api/admin/quick-solutions/999999",
      headers: { authorization: `Bearer ${ADMIN_PASSWORD}`, origin: "https://evil.example" },
    });
    expect(script.json()).toEqual({ error: "Quick solution not found" });
  });

  it("refuses sign-in from another site", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });
});
