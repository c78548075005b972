// The Markdown limits, found without parsing where they can be: what an author may nest, what a
// thematic break is not, and the limits in practice.
import { describe, expect, it } from "vitest";
import {
  lineLimitProblem,
  lineNestingDepth,
  MARKDOWN_NESTING_MAX,
  NESTING_MESSAGE,
  TOO_COMPLEX_MESSAGE,
} from "./limits.ts";
import { PATHOLOGICAL_MARKDOWN } from "./pathological.ts";
import { readMarkdown } from "./read.ts";

describe("nesting read from the lines", () => {
  it.each([
    ["Plain words", 0],
    ["- a list item", 1],
    ["> a quote", 1],
    ["> - a list in a quote", 2],
    ["1. 2) - > * four lists and a quote", 5],
    [">>>> quotes without spaces", 4],
    ["- - - -", 0], // a thematic break
    ["* * *", 0],
    ["-not a list", 0],
    ["2026. A year starts a list, as CommonMark reads it", 1],
  ])("%j is %i deep", (line, depth) => {
    expect(lineNestingDepth(line)).toBe(depth);
  });

  it("takes the deepest line of many", () => {
    expect(lineNestingDepth("Intro\n\n- one\n  - two\n> > > three quotes\n")).toBe(3);
  });

  it("refuses past the limit with words the author understands", () => {
    expect(lineLimitProblem(`${"- ".repeat(MARKDOWN_NESTING_MAX)}deep enough`)).toBeNull();
    expect(lineLimitProblem(`${"- ".repeat(MARKDOWN_NESTING_MAX + 1)}too deep`)).toBe(
      "Lists and quotes can be nested at most 8 deep. Bring the deepest ones up a level and save again.",
    );
  });
});

describe("reading Markdown within the limits", () => {
  it("refuses lists nested by indenting, which the lines alone do not show", () => {
    const indented = Array.from({ length: 10 }, (_, depth) => `${"  ".repeat(depth)}- item`);
    expect(lineLimitProblem(indented.join("\n"))).toBeNull();
    expect(readMarkdown(indented.join("\n"))).toEqual({ ok: false, problem: NESTING_MESSAGE });
  });

  it("refuses emphasis inside emphasis past any use, which every walk would recurse through", () => {
    expect(readMarkdown(`${"*".repeat(200)}a${"*".repeat(200)}`)).toEqual({
      ok: false,
      problem: TOO_COMPLEX_MESSAGE,
    });
  });

  it("refuses the review's nested lists and quotes before parsing them", () => {
    for (const shape of ["nested list markers on one line", "nested quote markers"]) {
      expect(lineLimitProblem(PATHOLOGICAL_MARKDOWN[shape] as string)).toBe(NESTING_MESSAGE);
    }
  });
});
