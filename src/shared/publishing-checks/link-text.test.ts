import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";

const linkChecks = (markdown: string) =>
  checkArticle(markdown)
    .filter((check) => check.rule === "link-text")
    .map((check) => ({ ...check, words: markdown.slice(check.start, check.end) }));

describe("link-text", () => {
  it("warns about vague link text, selecting the link's words", () => {
    for (const text of [
      "click here",
      "Read more",
      "here",
      "More…",
      "this link",
      "LINK",
      "*here*",
    ]) {
      const [check] = linkChecks(`For our opening hours, [${text}](/hours).`);
      expect(check).toMatchObject({ severity: "warning", words: text });
      expect(check?.message).toMatch(/does not say where it goes/);
    }
  });

  it("warns about a bare web address as the link text", () => {
    const markdown =
      "See <https://www.gov.uk/access-to-work> or [www.acas.org.uk](https://www.acas.org.uk).";
    const checks = linkChecks(markdown);
    expect(checks.map((check) => check.words)).toEqual([
      "https://www.gov.uk/access-to-work",
      "www.acas.org.uk",
    ]);
    expect(checks[0]?.message).toMatch(/web address/);
  });

  it("warns when a link to a PDF or Word file does not say so", () => {
    const markdown =
      "Read [our access guide](/media/guide.pdf?v=2#page=3) and [the form](/media/form.DOCX).";
    const checks = linkChecks(markdown);
    expect(checks.map((check) => check.words)).toEqual(["our access guide", "the form"]);
    expect(checks[0]?.message).toMatch(/PDF document/);
    expect(checks[1]?.fix).toMatch(/\(Word\)/);
  });

  it("warns once, about the vague words, when vague text opens a document", () => {
    const [check, ...rest] = linkChecks("[Click here](/media/guide.pdf)");
    expect(rest).toEqual([]);
    expect(check?.message).toMatch(/does not say where it goes/);
    expect(check?.fix).toMatch(/PDF document/);
  });

  it("warns about a link with no words", () => {
    expect(linkChecks("Go [](/hours) now")[0]?.words).toBe("[](/hours)");
  });

  it("stays silent on links that say where they go", () => {
    const markdown = [
      "Check [our opening hours](/hours) and [Access to Work](https://www.gov.uk/access-to-work).",
      "Download [our access guide (PDF, 2 pages)](/media/guide.pdf) or [the form (Word)](/media/form.docx).",
      "Email <info@example.org> to ask. Here is [more about our ramp](/ramp).",
    ].join("\n\n");
    expect(linkChecks(markdown)).toEqual([]);
  });
});
