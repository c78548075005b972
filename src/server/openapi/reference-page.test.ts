// The reference page's rendering on its own: every text from the document is escaped, wherever it
// appears, and schemas read as words. (openapi.test.ts checks the page the app serves.)
import { describe, expect, it } from "vitest";
import { type OpenApiDocument, renderReference } from "./reference-page.ts";

const HOSTILE = `<img src=x onerror="alert('x')">&amp;`;
const OPTIONS = {
  canonicalUrl: "https://example.org/api/docs/",
  documentPath: "/api/openapi.json",
};

const hostileDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: `API ${HOSTILE}`,
    version: HOSTILE,
    description: `Intro ${HOSTILE} \`${HOSTILE}\``,
  },
  tags: [{ name: HOSTILE, description: HOSTILE }],
  components: {
    securitySchemes: {
      [HOSTILE]: { type: "apiKey", in: "cookie", name: HOSTILE, description: HOSTILE },
    },
  },
  paths: {
    [`/api/${HOSTILE}/{id}`]: {
      post: {
        tags: [HOSTILE],
        summary: HOSTILE,
        description: HOSTILE,
        "x-access": "signed-in",
        "x-permission": HOSTILE,
        "x-roles": [HOSTILE],
        security: [{ [HOSTILE]: [] }],
        parameters: [
          {
            in: "path",
            name: HOSTILE,
            required: true,
            description: HOSTILE,
            schema: { type: "string" },
          },
        ],
        requestBody: {
          required: true,
          content: {
            [HOSTILE]: {
              schema: {
                type: "object",
                description: HOSTILE,
                properties: {
                  [HOSTILE]: { type: "string", enum: [HOSTILE, "b"], default: HOSTILE },
                  pattern: { type: "string", pattern: HOSTILE, format: undefined },
                },
                required: [HOSTILE],
                additionalProperties: { type: "string", description: HOSTILE },
              },
            },
          },
        },
        responses: {
          [HOSTILE]: {
            description: HOSTILE,
            content: { "application/json": { schema: { const: HOSTILE, format: HOSTILE } } },
          },
        },
      },
    },
  },
};

describe("renderReference", () => {
  it("escapes every text the document carries", () => {
    const html = renderReference(hostileDocument, {
      ...OPTIONS,
      canonicalUrl: `https://example.org/"${HOSTILE}`,
    });
    // The only tags are the page's own: none of the document's made it through as markup.
    expect(html).not.toContain("<img");
    expect(html).not.toContain(`onerror="`);
    expect(html).not.toMatch(/&amp;(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;amp;");
    // In code spans too, which are the only markup a description may have.
    expect(html).toContain(
      "<code>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;amp;</code>",
    );
    // An attribute value cannot be closed early.
    expect(html).toContain('href="https://example.org/&quot;&lt;img');
  });

  it("makes an anchor of safe characters for every heading, whatever the path or tag", () => {
    const html = renderReference(hostileDocument, OPTIONS);
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it("reads a schema as words: types, limits, optional fields, nested objects and shapes", () => {
    const html = renderReference(
      {
        openapi: "3.1.0",
        info: { title: "Test API", version: "1" },
        paths: {
          "/api/things": {
            get: {
              responses: {
                200: {
                  description: "OK",
                  content: {
                    "application/json": {
                      schema: {
                        anyOf: [
                          {
                            type: "array",
                            maxItems: 50,
                            items: {
                              type: "object",
                              properties: {
                                id: {
                                  type: "integer",
                                  minimum: -9007199254740991,
                                  maximum: 9007199254740991,
                                },
                                note: {
                                  anyOf: [{ type: "string", maxLength: 200 }, { type: "null" }],
                                },
                                at: { type: "string", format: "date-time", pattern: "^\\d{4}-" },
                              },
                              required: ["id", "at"],
                            },
                          },
                          {
                            type: "object",
                            properties: { kind: { type: "string", enum: ["a"] } },
                            required: [],
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      OPTIONS,
    );
    expect(html).toContain("<p>one of the 2 shapes below</p>");
    expect(html).toContain("array of object, at most 50 items");
    // zod's bounds on every integer say nothing, so they are left out.
    expect(html).toContain("<dt><code>id</code></dt><dd>integer</dd>");
    expect(html).toContain(
      '<dt><code>note</code> <span class="optional">optional</span></dt><dd>string (at most 200 characters) or null</dd>',
    );
    // The format says what the pattern checks.
    expect(html).toContain("<dt><code>at</code></dt><dd>string (<code>date-time</code>)</dd>");
    expect(html).toContain("always <code>&quot;a&quot;</code>");
    // No tags in the document: the operations are still listed, under "Other".
    expect(html).toContain('<h2 id="tag-other" tabindex="-1">Other</h2>');
    expect(html).toContain("Who may call it:</strong> anyone; no sign-in needed.");
  });
});
