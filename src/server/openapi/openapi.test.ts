// The API description: every /api route the app registers is in GET /api/openapi.json with its
// method, the admin-only ones carry the admin security requirement, and the document is valid
// OpenAPI 3.1. Routes are read from the app itself, so a route added later is checked too.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { rolesFor } from "../../shared/roles.ts";
import { FORM_KEYS } from "../render/form-route.ts";
import { inlineScripts } from "../render/inline-scripts.ts";
import { setUpTestApp } from "../test/test-app.ts";

const { app } = await setUpTestApp();
await app.ready();

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  description?: string;
  "x-form"?: { method: string; path: string };
  "x-access"?: string;
  "x-roles"?: string[];
  tags?: string[];
}
interface Document {
  openapi: string;
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
}

const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
const document = response.json() as Document;

/** The API reference and its redirect: a page for people, not operations of the API. */
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

  it("puts every operation in an area that has words of its own", () => {
    const described = new Set(
      (document.tags ?? [])
        .filter(({ description }) => description?.trim())
        .map(({ name }) => name),
    );
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const blank = operations
      .filter(
        ({ operation }) =>
          !operation.tags?.length || !operation.tags.every((tag) => described.has(tag)),
      )
      .map(({ method, path, operation }) => `${method} ${path}: ${operation.tags?.join(", ")}`);
    expect(operations.length).toBeGreaterThan(25);
    expect(blank).toEqual([]);
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

  it("describes a visitor's profile on the access guides' reads, and the fit it brings", () => {
    for (const path of ["/api/access-guides", "/api/access-guides/:id"]) {
      const read = operationOf("GET", path);
      for (const name of ["chairWidthMm", "maxStepMm", "transfer", "needs"]) {
        expect(read?.parameters, `${path} ${name}`).toContainEqual(
          expect.objectContaining({ in: "query", name }),
        );
      }
      expect(read?.description, path).toContain("each guide carries `fit`");
      expect(read?.responses["400"], path).toBeDefined();
    }
    const guide = operationOf("GET", "/api/access-guides/:id")?.responses["200"]?.content?.[
      "application/json"
    ]?.schema as { properties?: Record<string, unknown>; required?: string[] };
    expect(guide.properties).toHaveProperty("fit");
    expect(guide.required).not.toContain("fit");
  });

  it("names each write's page form, from the same declarations the server registers", () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const form = (operation as Operation)["x-form"];
        return form ? [`${method.toUpperCase()} ${path} → ${form.path}`] : [];
      }),
    );
    expect(described).toContain("POST /api/contact → /contact");
    expect(described).toContain(
      "PATCH /api/access-guides/manage/{manageToken} → /access-guides/manage/:token",
    );
    expect(described).toHaveLength(FORM_KEYS.length);
    expect(operationOf("POST", "/api/contact")?.description).toContain(
      "Without JavaScript, a form on the page posts the same to `POST /contact`",
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

const page = await app.inject({ method: "GET", url: "/api/docs/" });
const html = page.body;
/** Each operation's section in the reference, by its heading's text: "GET /api/news/{id}". */
const sections = new Map(
  html
    .split('<section class="operation"')
    .slice(1)
    .map((section) => [textOf(section.match(/<h3[^>]*>([\s\S]*?)<\/h3>/)?.[1] ?? ""), section]),
);

describe("GET /api/docs/, the API reference", () => {
  it("sends /api/docs to the page's one address", async () => {
    const redirect = await app.inject({ method: "GET", url: "/api/docs" });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/api/docs/");
  });

  it("answers a server-rendered HTML page in British English, with no script", () => {
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(html).toContain("<title>Real Access API reference</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<a class="skip" href="#main">');
    expect(html).toContain('<main id="main" tabindex="-1">');
    expect(html).not.toMatch(/<script/i);
    expect(inlineScripts(html)).toEqual([]);
  });

  it("asks nothing of another origin, and links the document for OpenAPI tools", () => {
    const addresses = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, url]) => url);
    const elsewhere = addresses.filter((url) => /^(https?:)?\/\//.test(url ?? ""));
    // The canonical link names the deployment's own address; nothing is loaded from it.
    expect(elsewhere).toEqual(["http://localhost:3000/api/docs/"]);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/api/docs/">');
    expect(addresses).toContain("/api/openapi.json");
  });

  it("has a section headed METHOD /path for every operation in the document, and no other", () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(25);
    expect([...sections.keys()].sort()).toEqual(operations.sort());
  });

  it("links every tag's group from the table of contents, and every operation from its group", () => {
    const contents = html.match(/<nav aria-labelledby="contents">([\s\S]*?)<\/nav>/)?.[1] ?? "";
    const targets = [...contents.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id);
    const groups = [...html.matchAll(/<h2 id="(tag-[^"]+)"/g)].map(([, id]) => id);
    expect(groups.length).toBeGreaterThan(5);
    expect(targets).toEqual(expect.arrayContaining(groups));
    const headings = [...html.matchAll(/<h3 id="([^"]+)"/g)].map(([, id]) => id);
    const linked = new Set(
      [...html.matchAll(/<li><a href="#([^"]+)"><span class="method">/g)].map(([, id]) => id),
    );
    expect(headings.filter((id) => !linked.has(id ?? ""))).toEqual([]);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it("says who may call each operation, from the roles the guard lets through", () => {
    for (const { method, url, access } of apiRoutes) {
      const name = `${method} ${openApiPath(url)}`;
      const section = sections.get(name) ?? "";
      const who = textOf(section.match(/<p class="access">([\s\S]*?)<\/p>/)?.[1] ?? "");
      expect(who, name).toMatch(/^Who may call it: /);
      if (access.kind === "public") {
        expect(who, name).toContain("anyone; no sign-in needed");
        continue;
      }
      for (const role of rolesFor(access.permission)) expect(who, name).toContain(role);
      expect(who, name).toContain(access.permission);
      expect(who, name).toMatch(
        access.kind === "signed-in" ? /^Who may call it: signed-in/ : /anyone\./,
      );
    }
  });

  it("lists parameters in a table, and the request and response bodies field by field", () => {
    const list = sections.get("GET /api/news") ?? "";
    expect(list).toContain(
      '<table class="parameters"><caption class="visually-hidden">Parameters of GET /api/news</caption>',
    );
    expect(list).toContain('<th scope="col">Name</th>');
    expect(list).toMatch(
      /<th scope="row"><code>limit<\/code> <span class="optional">optional<\/span><\/th><td>query<\/td><td>integer, 1 to 100, default <code>50<\/code><\/td>/,
    );
    const create = sections.get("POST /api/news") ?? "";
    expect(create).toContain("<h4>Request body</h4>");
    expect(create).toContain("<dt><code>title</code></dt><dd>string, 5 to 255 characters</dd>");
    expect(create).toMatch(/<code class="status status-2xx">201<\/code><\/dt><dd>Created<details>/);
    expect(create).toContain(
      "<dt><code>publishedAt</code></dt><dd>string (<code>date-time</code>)</dd>",
    );
    const remove = sections.get("DELETE /api/news/{id}") ?? "";
    expect(remove).toMatch(/<th scope="row"><code>id<\/code><\/th><td>path<\/td>/);
  });

  it("is public, and not an operation of the API", () => {
    const docs = app.routeAccess.filter((route) => isDocsUi(route.url));
    expect(docs.map((route) => route.url).sort()).toEqual(["/api/docs", "/api/docs/"]);
    for (const route of docs) expect(route.access.kind, route.url).toBe("public");
    expect(page.headers["set-cookie"]).toBeUndefined();
  });

  it("is revalidated by ETag, and compressed once, as the site's pages are", async () => {
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: "GET",
      url: "/api/docs/",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip, br;q=0", "gzip", gunzipSync],
    ] as const) {
      const [first, second] = await Promise.all(
        [1, 2].map(() =>
          app.inject({ method: "GET", url: "/api/docs/", headers: { "accept-encoding": accept } }),
        ),
      );
      expect(first?.statusCode).toBe(200);
      expect(first?.headers["content-encoding"]).toBe(encoding);
      // A compressed form is another representation, with a validator of its own.
      expect(first?.headers.etag).not.toBe(etag);
      expect(first?.rawPayload.length).toBeLessThan(page.rawPayload.length / 5);
      expect(first?.rawPayload.equals(second?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      expect(decode(first?.rawPayload ?? Buffer.alloc(0)).equals(page.rawPayload)).toBe(true);
    }
  });

  it("is sent under the site's CSP, which it needs nothing added to", () => {
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
  });
});

/** The text of an HTML fragment: its tags dropped, its entities read, its spaces collapsed. */
function textOf(fragment: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
  return fragment
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
