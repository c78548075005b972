import { describe, expect, it } from "vitest";
import { countWords, parseArticleContent } from "./article-markup.ts";

describe("parseArticleContent", () => {
  it("reads '# ' and '## ' lines as headings of two levels", () => {
    expect(parseArticleContent("# Getting started\n## The front door")).toEqual([
      { kind: "heading", level: 1, text: "Getting started" },
      { kind: "heading", level: 2, text: "The front door" },
    ]);
  });

  it("reads '---' as a rule", () => {
    expect(parseArticleContent("Before\n---\nAfter")).toEqual([
      { kind: "paragraph", text: "Before" },
      { kind: "rule" },
      { kind: "paragraph", text: "After" },
    ]);
  });

  it("reads a line wrapped in asterisks as italic, without the asterisks", () => {
    expect(parseArticleContent("*This is general guidance, not legal advice.*")).toEqual([
      { kind: "italic", text: "This is general guidance, not legal advice." },
    ]);
    expect(parseArticleContent("*x*")).toEqual([{ kind: "italic", text: "x" }]);
  });

  it("reads anything else as a paragraph, skipping blank lines", () => {
    expect(parseArticleContent("One line.\n\n   \nAnother line.\r\nA third.")).toEqual([
      { kind: "paragraph", text: "One line." },
      { kind: "paragraph", text: "Another line." },
      { kind: "paragraph", text: "A third." },
    ]);
    expect(parseArticleContent("")).toEqual([]);
  });

  it("keeps near misses as paragraphs", () => {
    expect(parseArticleContent("#No space\n### Three\n#\n----\n-- -\n*half\n**\n***")).toEqual(
      ["#No space", "### Three", "#", "----", "-- -", "*half", "**", "***"].map((text) => ({
        kind: "paragraph",
        text,
      })),
    );
  });

  it("keeps hostile input as plain text", () => {
    const hostile = '<script>alert("x")</script>\n# <img src=x onerror=alert(1)>\n*<b>bold</b>*';
    expect(parseArticleContent(hostile)).toEqual([
      { kind: "paragraph", text: '<script>alert("x")</script>' },
      { kind: "heading", level: 1, text: "<img src=x onerror=alert(1)>" },
      { kind: "italic", text: "<b>bold</b>" },
    ]);
  });
});

describe("countWords", () => {
  it("counts the words of the readable text, not the markup", () => {
    expect(countWords("# Two words\n---\n*three more words*\nAnd four — more here.")).toBe(9);
  });
});
