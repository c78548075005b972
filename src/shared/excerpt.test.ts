import { describe, expect, it } from "vitest";
import { generateExcerpt } from "./excerpt.ts";

const sentenceOf = (length: number) => `I${"a".repeat(length - 1)}`;

describe("generateExcerpt: a blank summary from the first sentence", () => {
  it("uses a 149-character first sentence whole, plus a period", () => {
    const sentence = sentenceOf(149);
    expect(generateExcerpt(`${sentence}. Second sentence.`)).toBe(`${sentence}.`);
  });

  it("uses a 150-character first sentence whole, plus a period (not over 150)", () => {
    const sentence = sentenceOf(150);
    const excerpt = generateExcerpt(`${sentence}. Second sentence.`);
    expect(excerpt).toBe(`${sentence}.`);
    expect(excerpt).toHaveLength(151);
  });

  it("cuts a 151-character first sentence to 147 characters and an ellipsis", () => {
    const sentence = sentenceOf(151);
    const excerpt = generateExcerpt(`${sentence}. Second sentence.`);
    expect(excerpt).toBe(`${sentence.slice(0, 147)}...`);
    expect(excerpt).toHaveLength(150);
  });

  it("stops at the first sentence and collapses line breaks", () => {
    expect(generateExcerpt("We added a ramp.\nIt took a day.")).toBe("We added a ramp.");
    expect(generateExcerpt("The door\n  was heavy. Then…")).toBe("The door was heavy.");
  });

  it("keeps a question or exclamation mark, and ignores dots inside words", () => {
    expect(generateExcerpt("Why is the lift always broken? I asked.")).toBe(
      "Why is the lift always broken?",
    );
    expect(generateExcerpt("It cost £1.50 to fix! Really.")).toBe("It cost £1.50 to fix!");
  });

  it("treats content without a full stop as one sentence", () => {
    expect(generateExcerpt("  A story with no full stop  ")).toBe("A story with no full stop.");
  });
});
