import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";

const capsChecks = (markdown: string) =>
  checkArticle(markdown)
    .filter((check) => check.rule === "all-caps")
    .map((check) => ({ ...check, words: markdown.slice(check.start, check.end) }));

describe("all-caps", () => {
  it("warns about three or more words in capitals, selecting just them", () => {
    const markdown = "Visitors PLEASE DO NOT PARK across the entrance.";
    const [check, ...rest] = capsChecks(markdown);
    expect(rest).toEqual([]);
    expect(check).toMatchObject({ severity: "warning", words: "PLEASE DO NOT PARK" });
    expect(check?.message).toContain("“PLEASE DO NOT PARK”");
  });

  it("warns about a whole sentence in capitals, even a short one, selecting it with its full stop", () => {
    const markdown = "Ring the bell. STOP HERE. Then wait.";
    const [check] = capsChecks(markdown);
    expect(check?.words).toBe("STOP HERE.");
    expect(check?.message).toBe(
      "The sentence “STOP HERE” is all in capitals, which reads like shouting and is harder to read.",
    );
  });

  it("selects a whole sentence in capitals with its closing mark and the markup around it", () => {
    expect(capsChecks("Ring the bell. **PLEASE WAIT HERE!** Then come in.")[0]?.words).toBe(
      "**PLEASE WAIT HERE!**",
    );
    expect(capsChecks("Ring the bell.\n\nDO NOT PARK BY THE DOOR 24/7.")[0]?.words).toBe(
      "DO NOT PARK BY THE DOOR 24/7.",
    );
  });

  it("finds words in capitals inside emphasis and links", () => {
    const markdown = "Please **READ THIS FIRST** before you visit.";
    expect(capsChecks(markdown)[0]?.words).toBe("READ THIS FIRST");
  });

  it("stays silent on acronyms, alone or in pairs", () => {
    const markdown = [
      "The UK has BSL interpreters. Check WCAG 2.2 AA and the NHS guidance.",
      "The EHRC publishes a PDF for employers. Ask the NHS BSL service.",
      "## Who is the EHRC?",
      "I went to the shop. A ramp helps.",
    ].join("\n\n");
    expect(capsChecks(markdown)).toEqual([]);
  });

  it("stays silent on a run made only of acronyms", () => {
    expect(capsChecks("Guidance from the EHRC, NHS and DWP, or EHRC NHS DWP together.")).toEqual(
      [],
    );
  });
});
