import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";

const paragraphChecks = (markdown: string) =>
  checkArticle(markdown)
    .filter((check) => check.rule === "long-paragraph")
    .map((check) => ({ ...check, words: markdown.slice(check.start, check.end) }));

const wordsLong = (count: number) =>
  Array.from({ length: count }, (_, index) => (index % 10 === 9 ? "door." : "the")).join(" ");

describe("long-paragraph", () => {
  it("warns about a paragraph over 120 words, selecting it", () => {
    const long = wordsLong(121);
    const [check] = paragraphChecks(`## Entrance\n\n${long}\n\nShort one.`);
    expect(check).toMatchObject({ severity: "warning", words: long });
    expect(check?.message).toMatch(/121 words long/);
  });

  it("stays silent at 120 words, and does not count addresses or code", () => {
    expect(paragraphChecks(wordsLong(120))).toEqual([]);
    expect(paragraphChecks(`${wordsLong(119)} https://www.gov.uk/a/b/c \`npm run build\``)).toEqual(
      [],
    );
  });
});
