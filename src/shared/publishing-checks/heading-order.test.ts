import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";

const headingChecks = (markdown: string) =>
  checkArticle(markdown)
    .filter((check) => check.rule === "heading-order")
    .map((check) => ({ ...check, words: markdown.slice(check.start, check.end) }));

describe("heading-order", () => {
  it("warns when a heading skips a level going down, naming it", () => {
    const markdown = "## Getting in\n\nText.\n\n#### The door\n\nText.\n";
    const [check, ...rest] = headingChecks(markdown);
    expect(rest).toEqual([]);
    expect(check).toMatchObject({ severity: "warning", words: "The door" });
    expect(check?.message).toMatch(/“The door” is a level 4 heading straight after a level 2/);
    expect(check?.fix).toMatch(/level 3/);
  });

  it("warns when the first heading skips level 2 under the title", () => {
    expect(headingChecks("### Too deep\n\nText.")[0]?.message).toMatch(/after the title/);
  });

  it("warns about a top-level heading in the body", () => {
    const markdown = "Intro.\n\n# A second title\n\nText.";
    const [check] = headingChecks(markdown);
    expect(check).toMatchObject({ severity: "warning", words: "A second title" });
    expect(check?.message).toMatch(/top-level heading/);
  });

  it("stays silent when headings step down one level at a time, and back up freely", () => {
    const markdown = "## One\n\n### One a\n\n#### One a i\n\n## Two\n\n### Two a\n";
    expect(headingChecks(markdown)).toEqual([]);
  });
});
