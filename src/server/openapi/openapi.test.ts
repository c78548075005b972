// The API description: every /api route the app registers is in GET /api/openapi.json with its
// method, the admin-only ones carry the admin security requirement, and the document is valid
// OpenAPI 3.1. Routes are read from the app itself, so a route added later is checked too.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { rolesFor } from "../../shared/roles.ts";
import { inlineScripts, scriptHash } from "../render/inline-scripts.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { ZOD_JITLESS } from "./docs.ts";

const { app } = await setUpTestApp();
await app.ready();

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  "x-access"?: string;
  "x-roles"?: string[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
}

const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
const document = response.json() as Document;

/** The documentation UI itself: pages and scripts for people, not operations of the API. */
const isDocsUi = (url: string) => url === "/api/docs" || url.startsWith("/api/docs/");
const apiRoutes = app.routeAccess.filter(
  (route) => (route.url === "/api" || route.url.startsWith("/api/")) && !isDocsUi(route.url),
);
/** Fastify's `/api/news/:id` is OpenAPI's `/api/news/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const operationOf = (method: string, url: string) =>
  document.paths[openApiPath(url)]?.[method.toLowerCase()];

describe("GET /api/openapi.json", () => {
  it("answers JSON", () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("finds the routes to check", () => {
    // A guard against a filter that silently matches nothing.
    expect(apiRoutes.length).toBeGreaterThan(25);
  });

  it("describes every registered /api route with its method", () => {
    const missing = apiRoutes
      .filter(({ method, url }) => !operationOf(method, url))
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it("describes nothing that is not an /api route, and not the docs UI", () => {
    const documented = Object.keys(document.paths);
    expect(documented.filter((path) => !path.startsWith("/api/"))).toEqual([]);
    expect(documented.filter(isDocsUi)).toEqual([]);
  });

  it("marks each signed-in operation with the roles the guard lets through", () => {
    const signedIn = [{ adminSession: [] }, { apiToken: [] }, { adminPassword: [] }];
    for (const { method, url, access } of apiRoutes) {
      const operation = operationOf(method, url);
      const requirement = operation?.security;
      const name = `${method} ${url}`;
      expect(operation?.["x-access"], name).toBe(access.kind);
      if (access.kind === "signed-in") {
        expect(requirement, name).toEqual(signedIn);
        expect(operation?.responses, name).toHaveProperty("401");
        expect(operation?.responses, name).toHaveProperty("403");
        expect(operation?.["x-roles"], name).toEqual(rolesFor(access.permission));
      } else if (access.kind === "optional") {
        // Anyone may call it; a permitted person's credentials change the answer.
        expect(requirement, name).toEqual([{}, ...signedIn]);
        expect(operation?.["x-roles"], name).toEqual(rolesFor(access.permission));
      } else {
        expect(requirement, name).toBeUndefined();
      }
    }
  });

  it("declares the cookie session, personal tokens and the legacy Bearer password", () => {
    expect(document.components.securitySchemes).toEqual({
      adminSession: expect.objectContaining({ type: "apiKey", in: "cookie", name: "ra_admin" }),
      apiToken: expect.objectContaining({ type: "http", scheme: "bearer" }),
      adminPassword: expect.objectContaining({ type: "http", scheme: "bearer" }),
    });
  });

  it("gives request and response schemas from the zod contracts", () => {
    const create = operationOf("POST", "/api/news");
    expect(create?.requestBody).toMatchObject({
      content: { "application/json": { schema: { type: "object" } } },
    });
    const created = create?.responses["201"]?.content?.["application/json"]?.schema;
    // A timestamp is a codec: a Date on the server, an ISO string on the wire.
    expect(created).toMatchObject({
      properties: { publishedAt: { type: "string", format: "date-time" } },
    });
    const byId = operationOf("DELETE", "/api/news/:id");
    expect(byId?.parameters).toContainEqual(expect.objectContaining({ in: "path", name: "id" }));
    const list = operationOf("GET", "/api/news");
    expect(list?.parameters).toContainEqual(
      expect.objectContaining({ in: "query", name: "limit" }),
    );
  });

  it("says what an admin-optional route answers the admin as well as visitors", () => {
    const list = operationOf("GET", "/api/community")?.responses["200"]?.content?.[
      "application/json"
    ]?.schema as { anyOf?: { items: { properties: Record<string, unknown> } }[] };
    const [visitors, admin] = list.anyOf ?? [];
    expect(visitors?.items.properties).not.toHaveProperty("authorEmail");
    expect(admin?.items.properties).toHaveProperty("authorEmail");
  });

  it("has no operation whose JSON response says nothing", () => {
    const empty: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          const schema = answer.content?.["application/json"]?.schema;
          if (schema && Object.keys(schema).length === 0) empty.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(response.body));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });
});

describe("GET /api/docs", () => {
  it("sends the reader to the reference page", async () => {
    const redirect = await app.inject({ method: "GET", url: "/api/docs" });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/api/docs/");
  });

  it("answers an HTML page whose scripts the CSP allows", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en-GB">');
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(page.headers["content-security-policy"]);
    const scriptSources = csp.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];
    // Nothing from another origin, and every inline script allowed by its hash.
    expect(csp).toMatch(/default-src 'self'/);
    expect(scriptSources.filter((source) => /^(https?:|\*|'unsafe-)/.test(source))).toEqual([]);
    const inline = inlineScripts(page.body);
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline) expect(scriptSources).toContain(scriptHash(source));
    const external = [...page.body.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src);
    expect(external.length).toBeGreaterThan(0);
    for (const src of external) {
      // Relative to the page, and so from this origin.
      const url = new URL(src ?? "", "http://localhost/api/docs/");
      expect(url.origin, src).toBe("http://localhost");
      const script = await app.inject({ method: "GET", url: url.pathname });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers["content-type"], src).toMatch(/javascript/);
      expect(script.headers["cache-control"], src).toMatch(/max-age=\d+/);
    }
  });

  it("compresses Scalar's script once and sends the same bytes after", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/docs/js/scalar.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // zod inside the bundle is told not to try eval, which the CSP would report.
    expect(plain.body.startsWith(ZOD_JITLESS)).toBe(true);
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip, br;q=0", "gzip", gunzipSync],
    ] as const) {
      const [first, second] = await Promise.all(
        [1, 2].map(() =>
          app.inject({
            method: "GET",
            url: "/api/docs/js/scalar.js",
            headers: { "accept-encoding": accept },
          }),
        ),
      );
      expect(first?.headers["content-encoding"]).toBe(encoding);
      expect(first?.headers.vary).toMatch(/accept-encoding/i);
      expect(first?.rawPayload.equals(second?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      expect(decode(first?.rawPayload ?? Buffer.alloc(0)).equals(plain.rawPayload)).toBe(true);
    }
  });

  it("loads the document from this origin", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.body).toContain('"url": "/api/openapi.json"');
    expect(page.body).not.toMatch(/https?:\/\//);
  });
});
