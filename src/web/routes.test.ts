import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, journeyTitle } from "../shared/assessment/journey.ts";
import { PAGE_PATHS, pagePath, SITEMAP_PATHS } from "../shared/page-paths.ts";
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

  it("titles the self-assessment's first page as the journey titles its first step", () => {
    const journey = routes.find((route) => route.path === PAGE_PATHS.selfAssessment);
    expect(journey?.title).toBe(journeyTitle({ step: "about", draft: EMPTY_DRAFT, errors: [] }));
  });

  it("takes every page's path from the one table of page paths", () => {
    const pages = new Set<string>(Object.values(PAGE_PATHS));
    const others = routes.filter((route) => !route.item && !pages.has(route.path));
    expect(others.map((route) => route.path)).toEqual([]);
    expect(pagePath(PAGE_PATHS.selfAssessmentDelete, { token: "abc" })).toBe(
      "/self-assessment/results/abc/delete",
    );
  });
});
