import { describe, expect, it } from "vitest";
import { relatedPhrases, searchParts } from "./search-synonyms.ts";

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

describe("searchParts", () => {
  it("splits a search into parts, each with the related words that may stand in for it", () => {
    const parts = searchParts("Hard of Hearing toilets");
    expect(parts.map((part) => part.words)).toEqual(["hard of hearing", "toilets"]);
    expect(parts[0]?.alsoFind).toEqual(expect.arrayContaining(["hearing loop", "deaf"]));
    expect(parts[1]?.alsoFind).toEqual(expect.arrayContaining(["Changing Places"]));
  });

  it("takes the longest phrase it knows, and leaves unknown words on their own", () => {
    expect(searchParts("hearing aid menu").map((part) => part.words)).toEqual([
      "hearing aid",
      "menu",
    ]);
    expect(searchParts("access menu")).toEqual([
      { words: "access", alsoFind: [] },
      { words: "menu", alsoFind: [] },
    ]);
    expect(searchParts("  ")).toEqual([]);
  });
});
