// Every route is checked here for every role, from the one table in shared/roles.ts, so a route
// added later cannot slip through and a role cannot quietly gain or lose a right.
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS, ROLES, type Role, rolesFor } from "../../shared/roles.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../test/test-app.ts";

const { app, signIn, signInAs } = await setUpTestApp();
const accounts = {} as Record<Role, { username: string; password: string }>;
for (const role of ROLES) accounts[role] = await signInAs(role);
/** A new session each time: some routes (signing out everywhere) end the caller's sessions. */
const sessionOf = (role: Role) => {
  const { username, password } = accounts[role];
  return signIn({ payload: { username, password } });
};

let addresses = 0;
/** Each request from an address of its own: wrong passwords here must not throttle the others. */
const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: method as "GET",
    remoteAddress: `10.9.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`,
    url: url.replace(/:(\w+)/g, "999999"),
    headers: { "content-type": "application/json", ...headers },
    payload: method === "GET" || method === "DELETE" ? undefined : "{}",
  });

const signedInRoutes = app.routeAccess.flatMap((route) =>
  route.access.kind === "signed-in"
    ? [{ ...route, permission: route.access.permission, credentials: route.access.credentials }]
    : [],
);
/** A personal API token of the owner's: scripts may do content work, never manage credentials. */
const ownerToken = (
  await app.inject({
    method: "POST",
    url: "/api/admin/tokens",
    headers: { cookie: await signIn() },
    payload: { name: "Guard test" },
  })
).json().token as string;
const routeName = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

describe("the guard", () => {
  it("lets visitors write only through the routes declared public", () => {
    const publicWrites = app.routeAccess
      .filter((route) => route.method !== "GET" && route.access.kind !== "signed-in")
      .map(routeName)
      .sort();
    expect(publicWrites).toEqual([
      "DELETE /api/access-guides/manage/:manageToken",
      "DELETE /api/access-guides/manage/:manageToken/notices/:noticeId",
      "DELETE /api/access-guides/manage/:manageToken/photos/:photoId",
      "DELETE /api/assessments/:token",
      "DELETE /api/community/:id/like",
      "PATCH /api/access-guides/manage/:manageToken",
      "PATCH /api/access-guides/manage/:manageToken/photos/:photoId",
      "POST /api/access-guides",
      "POST /api/access-guides/:id/feedback",
      "POST /api/access-guides/:id/reports",
      "POST /api/access-guides/manage/:manageToken/confirm",
      "POST /api/access-guides/manage/:manageToken/notices",
      "POST /api/access-guides/manage/:manageToken/photos",
      "POST /api/access-guides/manage/:manageToken/submit",
      "POST /api/access-guides/manage/:manageToken/withdraw",
      "POST /api/admin/invites/:token",
      "POST /api/admin/login",
      "POST /api/admin/logout",
      "POST /api/admin/passkey-login",
      "POST /api/admin/passkey-login/options",
      "POST /api/assessments",
      "POST /api/community",
      "POST /api/community/:id/like",
      "POST /api/contact",
      "PUT /api/assessments/:token",
    ]);
  });

  it("keeps the editorial team's reads signed-in", () => {
    const reads = signedInRoutes.filter((route) => route.method === "GET").map(routeName);
    expect(reads.sort()).toEqual([
      "GET /api/admin/access-guides",
      "GET /api/admin/access-guides/feedback",
      "GET /api/admin/access-guides/reports",
      "GET /api/admin/articles",
      "GET /api/admin/articles/:id",
      "GET /api/admin/articles/:id/revisions",
      "GET /api/admin/articles/review-count",
      "GET /api/admin/assessments/summary",
      "GET /api/admin/audit-log",
      "GET /api/admin/audit-log/actors",
      "GET /api/admin/backup",
      "GET /api/admin/jobs",
      "GET /api/admin/news",
      "GET /api/admin/news-sources",
      "GET /api/admin/news/:id",
      "GET /api/admin/news/:id/revisions",
      "GET /api/admin/news/review-count",
      "GET /api/admin/notifications",
      "GET /api/admin/passkeys",
      "GET /api/admin/tokens",
      "GET /api/admin/users",
      "GET /api/admin/users/passkeys",
      "GET /api/admin/users/tokens",
      "GET /api/contact-requests",
    ]);
  });

  it("gives every permission at least the owner, and the owner every permission", () => {
    for (const roles of Object.values(PERMISSIONS)) expect(roles).toContain("owner");
  });

  it("makes a write route that declares nothing the owner's alone", async () => {
    const fresh = await setUpTestApp();
    fresh.app.post("/api/forgotten-write", async () => ({ wrote: true }));
    fresh.app.delete("/api/forgotten-delete/:id", async () => ({ deleted: true }));
    const editor = (await fresh.signInAs("editor")).cookie;
    for (const [method, url] of [
      ["POST", "/api/forgotten-write"],
      ["DELETE", "/api/forgotten-delete/1"],
    ] as const) {
      const anonymous = await fresh.app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: "Admin sign-in required" });
      const byEditor = await fresh.app.inject({ method, url, headers: { cookie: editor } });
      expect(byEditor.statusCode).toBe(403);
    }
  });

  it("keeps credentials to a person's own session", () => {
    const credentialRoutes = signedInRoutes.filter((route) => route.credentials);
    expect(
      credentialRoutes.map((route) => `${routeName(route)} ${route.credentials}`).sort(),
    ).toEqual([
      "DELETE /api/admin/passkeys/:id session",
      "PATCH /api/admin/account session",
      "PATCH /api/admin/passkeys/:id session",
      "POST /api/admin/account/confirm session",
      "POST /api/admin/account/password session",
      "POST /api/admin/account/sign-out-everywhere session",
      "POST /api/admin/passkeys session",
      "POST /api/admin/passkeys/options recent-sign-in",
      "POST /api/admin/tokens recent-sign-in",
    ]);
  });

  for (const { method, url, permission, credentials } of signedInRoutes) {
    const allowed = rolesFor(permission);
    describe(`${method} ${url} (${permission}: ${allowed.join(", ")})`, () => {
      it("answers 401 JSON when signed out, or to a wrong Bearer value", async () => {
        const response = await request(method, url);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: "Admin sign-in required" });
        const wrong = await request(method, url, { authorization: "Bearer wrong password" });
        expect(wrong.statusCode).toBe(401);
        const forged = await request(method, url, { authorization: "Bearer ra_forged" });
        expect(forged.statusCode).toBe(401);
      });

      for (const role of ROLES) {
        const may = allowed.includes(role);
        it(`${may ? "lets" : "refuses"} ${role === "contributor" ? "a" : "an"} ${role}${may ? " through" : " with 403"}`, async () => {
          const response = await request(method, url, { cookie: await sessionOf(role) });
          if (may) {
            expect([401, 403, 429]).not.toContain(response.statusCode);
            expect(response.headers["cache-control"]).toBe("no-store");
          } else {
            expect(response.statusCode).toBe(403);
            expect(response.json().error).toMatch(/^Your role \(\w+\) does not allow this/);
          }
        });
      }

      if (credentials) {
        it("lets the owner's session through, and refuses the Bearer password and tokens", async () => {
          const session = await request(method, url, { cookie: await signIn() });
          expect([401, 403, 429]).not.toContain(session.statusCode);
          for (const bearer of [ADMIN_PASSWORD, ownerToken]) {
            const script = await request(method, url, { authorization: `Bearer ${bearer}` });
            expect(script.statusCode).toBe(403);
            expect(script.json().error).toMatch(/signed in as yourself, not with an API token/);
          }
        });
      } else {
        it("lets the owner's session, Bearer password and token through", async () => {
          const headers: Record<string, string>[] = [
            { cookie: await signIn() },
            { authorization: `Bearer ${ADMIN_PASSWORD}` },
            { authorization: `Bearer ${ownerToken}` },
          ];
          for (const each of headers) {
            const response = await request(method, url, each);
            expect([401, 403, 429]).not.toContain(response.statusCode);
          }
        });
      }
    });
  }
});

describe("cross-site request forgery", () => {
  // Its own session: the matrix above signs the owner out everywhere.
  let cookie = "";
  beforeAll(async () => {
    cookie = await signIn();
  });
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

  it("trusts the browser's same-origin verdict over a null Origin (as a no-referrer policy causes)", async () => {
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
