// The declarations in shared/endpoints/ are what the server runs: every route that writes is
// declared, as an API endpoint or as the form of one, and each declaration is a registered route
// with the access and contracts it declares (the very schema objects, which endpointRoute() passes
// on), so a declaration cannot drift from its route, and the browser's types, taken from the same
// declarations, cannot drift from either.
import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "../shared/endpoints/index.ts";
import { API_DOCS_PATH } from "./openapi/document.ts";
import { FORM_KEYS } from "./render/form-route.ts";
import { setUpTestApp } from "./test/test-app.ts";
import { testPageSource } from "./test/test-pages.ts";

// With pages, so the forms that post to them are registered too.
const { app } = await setUpTestApp({}, undefined, { pages: await testPageSource() });
await app.ready();
const registered = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route]));
/** Each page's form, by the route it is, with the endpoint it mirrors. */
const formPosts = new Map(FORM_KEYS.map((key) => [`POST ${ENDPOINTS[key].form.page}`, key]));

describe("declared endpoints", () => {
  it("cover every API route the server registers (the reference page for people aside)", () => {
    const undeclared = [...registered.keys()].filter(
      (key) =>
        / \/api(\/|$)/.test(key) && !key.includes(` ${API_DOCS_PATH}`) && !(key in ENDPOINTS),
    );
    expect(undeclared).toEqual([]);
  });

  it("cover every route that writes, at any address: an endpoint or a page's form of one", () => {
    const undeclared = [...registered.keys()].filter(
      (route) =>
        !/^(GET|HEAD|OPTIONS) /.test(route) && !(route in ENDPOINTS) && !formPosts.has(route),
    );
    expect(undeclared).toEqual([]);
    expect(formPosts.size).toBe(FORM_KEYS.length);
  });

  for (const [key, declared] of Object.entries(ENDPOINTS)) {
    it(`${key} is registered as declared`, () => {
      const route = registered.get(key);
      expect(route?.access).toEqual(declared.access);
      expect(route?.response).toBe(declared.schema.response);
    });
  }

  for (const [route, key] of formPosts) {
    it(`${route}, the form of ${key}, is registered with its access and changes`, () => {
      const form = registered.get(route);
      expect(form?.access).toEqual(ENDPOINTS[key].access);
      expect(form?.changes).toEqual(ENDPOINTS[key].changes);
    });
  }
});
