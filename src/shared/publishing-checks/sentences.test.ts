import { describe, expect, it } from "vitest";
import { sentenceRanges } from "./sentences.ts";

const sentences = (text: string) =>
  sentenceRanges(text).map(({ from, to }) => text.slice(from, to));

describe("sentenceRanges", () => {
  it("ends a sentence at . ! or ?, keeping closing quotes and brackets", () => {
    expect(sentences("Ring the bell. Is it loud? Yes! (We tested it.) “Good.” Done")).toEqual([
      "Ring the bell.",
      "Is it loud?",
      "Yes!",
      "(We tested it.)",
      "“Good.”",
      "Done",
    ]);
  });

  it("does not end a sentence at an abbreviation or a decimal point", () => {
    expect(
      sentences("Bring a card, e.g. a Blue Badge, for £1.50 off. Ask Dr. Patel. Say no."),
    ).toEqual(["Bring a card, e.g. a Blue Badge, for £1.50 off.", "Ask Dr. Patel.", "Say no."]);
  });

  it("finds nothing in text without words", () => {
    expect(sentences("  ... — ")).toEqual([]);
  });
});
