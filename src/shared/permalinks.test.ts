import { describe, expect, it } from "vitest";
import { articlePath, parsePermalinkSegment, slugify, storyPath } from "./permalinks.ts";

describe("permalinks", () => {
  it.each([
    ["Accessible events and meetings", "accessible-events-and-meetings"],
    ["Café menus & price lists", "cafe-menus-and-price-lists"],
    ["  ¿Qué?  ", "que"],
    ["!!!", "untitled"],
    ["a".repeat(120), "a".repeat(80)],
  ])("slugifies %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("puts the id first, so a changed title keeps the address working", () => {
    expect(articlePath({ id: 12, title: "Writing in plain language" })).toBe(
      "/advice-and-solutions/articles/12-writing-in-plain-language",
    );
    expect(storyPath({ id: 3, title: "A ramp at last" })).toBe(
      "/advice-and-solutions/stories/3-a-ramp-at-last",
    );
  });

  it.each([
    ["12-writing", { id: 12, slug: "writing" }],
    ["12", { id: 12, slug: "" }],
    ["writing-12", null],
    ["0-zero", null],
    ["99999999999-too-big", null],
  ])("reads %j", (segment, expected) => {
    expect(parsePermalinkSegment(segment)).toEqual(expected);
  });
});
