// The declarations in shared/endpoints/ are what the server runs: every API route is declared,
// and each declaration is a registered route with the access and contracts it declares (the very
// schema objects, which endpointRoute() passes on), so a declaration cannot drift from its route,
// and the browser's types, taken from the same declarations, cannot drift from either.
import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "../shared/endpoints/index.ts";
import { API_DOCS_PATH } from "./openapi/document.ts";
import { setUpTestApp } from "./test/test-app.ts";

const { app } = await setUpTestApp();
const registered = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route]));

describe("declared endpoints", () => {
  it("cover every API route the server registers (the reference page for people aside)", () => {
    const undeclared = [...registered.keys()].filter(
      (key) =>
        / \/api(\/|$)/.test(key) && !key.includes(` ${API_DOCS_PATH}`) && !(key in ENDPOINTS),
    );
    expect(undeclared).toEqual([]);
  });

  for (const [key, declared] of Object.entries(ENDPOINTS)) {
    it(`${key} is registered as declared`, () => {
      const route = registered.get(key);
      expect(route?.access).toEqual(declared.access);
      expect(route?.response).toBe(declared.schema.response);
    });
  }
});
