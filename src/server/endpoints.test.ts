// The declarations in shared/endpoints/ are what the server runs: each one is a registered route
// with the access and contracts it declares, so a declaration cannot drift from its route.
import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "../shared/endpoints/index.ts";
import { setUpTestApp } from "./test/test-app.ts";

const { app } = await setUpTestApp();
const registered = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route]));

describe("declared endpoints", () => {
  for (const [key, declared] of Object.entries(ENDPOINTS)) {
    it(`${key} is registered as declared`, () => {
      const route = registered.get(key);
      expect(route?.access).toEqual(declared.access);
      expect(route?.response).toBe(declared.schema.response);
    });
  }
});
