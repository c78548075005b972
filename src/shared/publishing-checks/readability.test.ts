import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";

const readabilityChecks = (markdown: string) =>
  checkArticle(markdown)
    .filter((check) => check.rule === "readability")
    .map((check) => ({ ...check, words: markdown.slice(check.start, check.end) }));

const hardest =
  "Organisational accessibility considerations necessitate comprehensive institutional commitment.";
const hard = [
  "## Responsibilities",
  `The implementation of reasonable adjustments requires careful consideration. ${hardest}`,
  "Consequently, the administration should communicate accessibility information proactively.",
  "Ring the bell.",
].join("\n\n");

describe("readability", () => {
  it("warns once when the reading age is above 14, selecting the hardest sentence", () => {
    const [check, ...rest] = readabilityChecks(hard);
    expect(rest).toEqual([]);
    expect(check).toMatchObject({ severity: "warning", words: hardest });
    expect(check?.message).toMatch(/^This article has a reading age of \d+, so /);
  });

  it("names the three hardest sentences, hardest first, leaving out the easy one", () => {
    const message = readabilityChecks(hard)[0]?.message ?? "";
    expect(message).toMatch(/The hardest sentences are “Organisational accessibility/);
    expect(message).toContain("“The implementation of reasonable adjustments requires");
    expect(message).toContain("“Consequently, the administration should communicate");
    expect(message).not.toContain("Ring the bell");
  });

  it("selects the whole hardest sentence with its full stop, and the markup around its ends", () => {
    const emphasised =
      "Organisational accessibility considerations necessitate *comprehensive institutional commitment.*";
    expect(readabilityChecks(emphasised)[0]?.words).toBe(emphasised);
    const linked =
      "[Organisational accessibility](/advice) considerations necessitate comprehensive [institutional commitment.](/contact) Ring the bell.";
    expect(readabilityChecks(linked)[0]?.words).toBe(
      "[Organisational accessibility](/advice) considerations necessitate comprehensive [institutional commitment.](/contact)",
    );
  });

  it("stays silent on plain writing", () => {
    const plain =
      "## Getting in\n\nWe have a ramp at the side door. Ring the bell and we will come out to help.";
    expect(readabilityChecks(plain)).toEqual([]);
  });
});
