import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";
import { plainWords } from "./plain-words.ts";

const plainChecks = (markdown: string) =>
  checkArticle(markdown)
    .filter((check) => check.rule === "plain-words")
    .map((check) => ({ ...check, words: markdown.slice(check.start, check.end) }));

describe("plain-words", () => {
  it("warns once per occurrence, selecting the word and offering the plain one", () => {
    const markdown = "We utilise the lift. Staff utilised it in order to help, prior to opening.";
    const checks = plainChecks(markdown);
    expect(checks.map((check) => check.words)).toEqual([
      "utilise",
      "utilised",
      "in order to",
      "prior to",
    ]);
    expect(checks.every((check) => check.severity === "warning")).toBe(true);
    expect(checks[0]?.fix).toBe("Try “use” instead.");
    expect(checks[1]?.fix).toMatch(/changing its ending/);
    expect(checks[2]?.message).toMatch(/The phrase “in order to”/);
  });

  it("matches any case, and a phrase across a line break", () => {
    const markdown = "## Commencing work\n\nIn the event\nthat the lift fails, Ascertain why.";
    expect(plainChecks(markdown).map((check) => check.words)).toEqual([
      "Commencing",
      "In the event\nthat",
      "Ascertain",
    ]);
  });

  it("matches only whole words, and not in code or addresses", () => {
    const markdown =
      "The assistant saw `utilise()` at https://example.com/utilise and assistance dogs.";
    expect(plainChecks(markdown)).toEqual([]);
  });

  it("stays silent on plain writing", () => {
    expect(plainChecks("We use the lift to help people before we open.")).toEqual([]);
  });

  it("keeps a list of about 25 to 40 entries, each a plain lower-case word or phrase", () => {
    expect(plainWords.length).toBeGreaterThanOrEqual(25);
    expect(plainWords.length).toBeLessThanOrEqual(40);
    for (const { word, instead } of plainWords) {
      expect(word).toMatch(/^[a-z]+(?: [a-z]+)*$/);
      expect(instead.length).toBeGreaterThan(0);
    }
    expect(new Set(plainWords.map(({ word }) => word)).size).toBe(plainWords.length);
  });
});
