import { describe, expect, it } from "vitest";
import { relatedPhrases } from "./search-synonyms.ts";

describe("relatedPhrases", () => {
  it("widens a visitor's words to the words solutions use", () => {
    expect(relatedPhrases("Hard of Hearing")).toEqual(
      expect.arrayContaining(["hearing loss", "hearing aid", "deaf", "hearing loop"]),
    );
    expect(relatedPhrases("budget")).toEqual(expect.arrayContaining(["cheap", "affordable"]));
  });

  it("matches whole words and plurals, never part of a word", () => {
    expect(relatedPhrases("ramps")).toEqual(relatedPhrases("ramp"));
    expect(relatedPhrases("cramped")).toEqual([]);
    expect(relatedPhrases("deafening")).toEqual([]);
  });

  it("leaves out what the search already says, and repeats nothing", () => {
    const related = relatedPhrases("deaf hard of hearing");
    expect(related).not.toContain("deaf");
    expect(related).not.toContain("hard of hearing");
    expect(new Set(related).size).toBe(related.length);
  });

  it("adds nothing for a blank search or words it does not know", () => {
    expect(relatedPhrases("   ")).toEqual([]);
    expect(relatedPhrases("%%")).toEqual([]);
    expect(relatedPhrases("submarine")).toEqual([]);
  });
});
