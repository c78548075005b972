import { describe, expect, it } from "vitest";
import { SITEMAP_PATHS } from "../shared/site.ts";
import { routes } from "./routes.ts";

describe("route table", () => {
  it("lists in the sitemap exactly the routes that search engines may index", () => {
    // Permalink pages are listed one by one, from the database (discovery/routes.ts).
    const indexable = routes
      .filter((route) => !route.noindex && !route.item)
      .map((route) => route.path);
    expect(indexable).toEqual([...SITEMAP_PATHS]);
  });

  it("gives every route its own title and description", () => {
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.description)).size).toBe(routes.length);
    for (const route of routes) expect(route.description.length).toBeLessThanOrEqual(160);
  });
});
