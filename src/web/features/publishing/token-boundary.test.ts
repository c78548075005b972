import { describe, expect, it } from "vitest";
import { tokenBoundary } from "./token-boundary.ts";

/** The text with the boundary for the caret at "|" marked "^". */
const placed = (marked: string) => {
  const caret = marked.indexOf("|");
  const text = marked.replace("|", "");
  const at = tokenBoundary(text, caret);
  return `${text.slice(0, at)}^${text.slice(at)}`;
};

describe("tokenBoundary", () => {
  it("leaves a caret between words or at a line's ends where it is", () => {
    expect(placed("A ramp | for the step.")).toBe("A ramp ^ for the step.");
    expect(placed("|A ramp.")).toBe("^A ramp.");
    expect(placed("A ramp.|")).toBe("A ramp.^");
    expect(placed("A ramp.\n|\nNext.")).toBe("A ramp.\n^\nNext.");
  });

  it("moves out of an image's alt text or address to the end of the image", () => {
    expect(placed("See ![A fol|ding ramp](/media/1.jpg) here.")).toBe(
      "See ![A folding ramp](/media/1.jpg)^ here.",
    );
    expect(placed("See ![A ramp](/media/|1.jpg) here.")).toBe("See ![A ramp](/media/1.jpg)^ here.");
    expect(placed("![|A ramp](/media/1.jpg)")).toBe("![A ramp](/media/1.jpg)^");
  });

  it("moves out of a link, inline code and an autolink", () => {
    expect(placed("Read [the gu|ide](/advice) first.")).toBe("Read [the guide](/advice)^ first.");
    expect(placed("Type `npm |test` now.")).toBe("Type `npm test`^ now.");
    expect(placed("At <https://exa|mple.com> today.")).toBe("At <https://example.com>^ today.");
  });

  it("does not split a word", () => {
    expect(placed("A ra|mp for the step.")).toBe("A ramp^ for the step.");
  });

  it("only looks at the caret's line", () => {
    expect(placed("![A ramp](/a.jpg)\n|Next.")).toBe("![A ramp](/a.jpg)\n^Next.");
  });
});
