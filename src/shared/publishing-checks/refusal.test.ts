import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";
import { refusalMessage, stoppedBy } from "./refusal.ts";
import { structureCheck } from "./structure.ts";

describe("the refusal names the checks that stop publishing", () => {
  it("says nothing while only warnings stand", () => {
    const checks = checkArticle("Read more [here](/contact).");
    expect(checks.map((check) => check.severity)).toEqual(["warning"]);
    expect(refusalMessage(checks)).toBeNull();
    expect(stoppedBy(checks)).toEqual([]);
  });

  it("names one check, with what it found", () => {
    expect(refusalMessage(checkArticle("Ring the bell.\n\n![photo](/media/a.jpg)"))).toBe(
      "The “Image description” check stops publishing: This image’s text alternative is just “photo”, which says there is an image but not what it shows. Fix it under Accessibility checks, then publish.",
    );
  });

  it("counts several errors and names each check once", () => {
    const checks = [
      ...checkArticle("![](/media/a.jpg)\n\n![IMG_2041.jpg](/media/b.jpg)"),
      structureCheck("Lists and quotes can be nested at most 8 deep."),
    ];
    expect(stoppedBy(checks)).toEqual(["image-alt", "structure"]);
    expect(refusalMessage(checks)).toBe(
      "3 errors stop publishing, found by the “Image description” and “Lists and quotes nested too deep” checks. Fix them under Accessibility checks, then publish.",
    );
  });
});
