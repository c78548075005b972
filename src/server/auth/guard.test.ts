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

describe("the admin guard", () => {
  it("knows the admin routes", () => {
    expect(app.adminRoutes).toEqual(
      expect.arrayContaining([
        { method: "POST", url: "/api/admin/quick-solutions" },
        { method: "PUT", url: "/api/admin/quick-solutions/:id" },
        { method: "DELETE", url: "/api/admin/quick-solutions/:id" },
        { method: "POST", url: "/api/news" },
        { method: "POST", url: "/api/news/:id/mark-top-story" },
        { method: "POST", url: "/api/news/:id/unmark-top-story" },
        { method: "DELETE", url: "/api/news/:id" },
        { method: "POST", url: "/api/community/:id/approve" },
        { method: "POST", url: "/api/community/:id/unapprove" },
        { method: "POST", url: "/api/community/:id/move-to-expert" },
        { method: "PATCH", url: "/api/community/:id" },
        { method: "DELETE", url: "/api/community/:id" },
        { method: "POST", url: "/api/community/bulk" },
        { method: "GET", url: "/api/admin/audit-log" },
      ]),
    );
  });

  for (const { method, url } of app.adminRoutes) {
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
