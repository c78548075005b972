import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";

describe("checkArticle", () => {
  it("returns every rule's checks in source order", () => {
    const markdown = [
      "We utilise the space.",
      "![](/media/ramp.jpg)",
      "#### Deep heading",
      "Read [here](/more).",
    ].join("\n\n");
    expect(checkArticle(markdown).map((check) => check.rule)).toEqual([
      "plain-words",
      "image-alt",
      "heading-order",
      "link-text",
    ]);
  });

  it("finds nothing in a short, plain, well-formed article", () => {
    const markdown = [
      "## Getting in",
      "We have a ramp at the side door. Ring the bell and we will come out to help.",
      "![A grey ramp leading up to a blue side door](/media/ramp.jpg)",
      "### Parking",
      "There are two Blue Badge spaces next to the door. Read [how to find us](/find-us).",
    ].join("\n\n");
    expect(checkArticle(markdown)).toEqual([]);
  });

  it("gives every check a message, a fix and a place inside the text", () => {
    const markdown = "# TITLE AGAIN HERE\n\n![photo](/media/a.jpg) [click here](/a.pdf) utilise";
    const checks = checkArticle(markdown);
    expect(checks.length).toBeGreaterThan(3);
    for (const check of checks) {
      expect(check.message).not.toMatch(/[*`_#[\]]/);
      expect(check.fix.length).toBeGreaterThan(10);
      expect(0 <= check.start && check.start < check.end && check.end <= markdown.length).toBe(
        true,
      );
    }
  });

  it("selects the whole text when escapes stop it mapping letter for letter", () => {
    // "\*" is one character in the text but two in the source, so the words cannot be counted
    // across to; the editor selects the whole run of text the word is in instead.
    const markdown = "Stars \\* we utilise";
    const [check] = checkArticle(markdown);
    expect(check?.rule).toBe("plain-words");
    expect(markdown.slice(check?.start, check?.end)).toBe("Stars \\* we utilise");
  });
});
