import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "./app.ts";
import { setUpTestApp } from "./test/test-app.ts";

const { app, database } = await setUpTestApp();

describe("the HTTP contract", () => {
  it("denies every powerful browser feature the site does not use", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    const policy = String(response.headers["permissions-policy"]);
    for (const feature of ["camera", "microphone", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    // The directory's "Use my location" asks for the location, on this origin only.
    expect(policy).toContain("geolocation=(self)");
    // Passkeys are used, by this origin only.
    expect(policy).toContain("publickey-credentials-get=(self)");
    expect(policy).toContain("publickey-credentials-create=(self)");
  });

  it("sends the origin, never the path, to other sites, so a same-origin form post is not taken for a foreign one", async () => {
    // Under no-referrer, a browser without Fetch Metadata sends `Origin: null` on the site's own
    // form posts, which the cross-site check refuses.
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers an empty JSON body on a route that needs one with 400, not 500", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Invalid body");
  });

  it("answers /healthz when the database answers", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it("answers /readyz with 503 until the server says it is ready, and again once stopping", async () => {
    const starting = await app.inject({ method: "GET", url: "/readyz" });
    expect(starting.statusCode).toBe(503);
    expect(starting.json().error).toMatch(/^Starting/);
    app.readiness.markReady();
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    app.readiness.markStopping();
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: expect.stringContaining("/api/no-such-thing") });
  });

  it("answers malformed JSON with a 400 JSON error, not a 500", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quick-solutions",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/);
  });

  it("refuses a body over the size limit with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/quick-solutions",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty("error");
  });

  it("sends a strict Content-Security-Policy: inline scripts only by their hash", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce)/);
    expect(csp).toContain("object-src 'none'");
    // Pictures only from this site (its media library), so no page can send readers elsewhere.
    expect(csp).toContain("img-src 'self' data:;");
  });

  it("answers /healthz with 503 once the database has gone", async () => {
    await database.close();
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: "The database is not answering" });
  });
});
