// What a page shows is known by the API paths its render reads; each kind of content's path reads
// its own area (what each write changes is its endpoint's declaration: endpoints.test.ts).
import { describe, expect, it } from "vitest";
import { AREAS } from "../../shared/content-kinds.ts";
import { areasRead } from "./page-changes.ts";

describe("what a page read shows", () => {
  it("follows the API path, and is everything for a path not listed", () => {
    expect(areasRead("/api/news/top-stories?limit=5")).toEqual(["news"]);
    expect(areasRead("/api/community?approved=true")).toEqual(["story", "likes"]);
    expect(areasRead("/api/advice/articles/3")).toEqual(["article"]);
    expect(areasRead("/api/newsletter")).toEqual(AREAS);
  });
});
