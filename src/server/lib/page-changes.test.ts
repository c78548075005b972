// Every write route says which areas of the public pages it changes, so a route added
// later cannot quietly empty the page cache, or leave pages out of date.
import { describe, expect, it } from "vitest";
import { AREAS } from "../../shared/content-kinds.ts";
import { ENDPOINTS } from "../../shared/endpoints/index.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { areasRead, changesOf, WRITE_CHANGES } from "./page-changes.ts";

const { app } = await setUpTestApp();
const apiWrites = app.routeAccess
  .filter((route) => route.method !== "GET" && route.method !== "HEAD")
  .filter((route) => route.url.startsWith("/api/"))
  .filter((route) => !(`${route.method} ${route.url}` in ENDPOINTS))
  .map(({ method, url }) => `${method} ${url}`)
  .sort();

describe("what each write changes", () => {
  it("is stated for every write route the app has, and only for those", () => {
    expect(Object.keys(WRITE_CHANGES).sort()).toEqual(apiWrites);
  });

  it("is everything for a write the table does not know", () => {
    expect(changesOf("POST", "/api/something-new")).toEqual(AREAS);
    expect(changesOf("POST", "/api/contact")).toEqual([]);
  });
});

describe("what a page read shows", () => {
  it("follows the API path, and is everything for a path not listed", () => {
    expect(areasRead("/api/news/top-stories?limit=5")).toEqual(["news"]);
    expect(areasRead("/api/community?approved=true")).toEqual(["story", "likes"]);
    expect(areasRead("/api/advice/articles/3")).toEqual(["article"]);
    expect(areasRead("/api/newsletter")).toEqual(AREAS);
  });
});
