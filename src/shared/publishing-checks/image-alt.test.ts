import { describe, expect, it } from "vitest";
import { checkArticle } from "./index.ts";

const imageChecks = (markdown: string) =>
  checkArticle(markdown)
    .filter((check) => check.rule === "image-alt")
    .map((check) => ({ ...check, words: markdown.slice(check.start, check.end) }));

describe("image-alt", () => {
  it("is an error when an image has no alt text, selecting the whole image", () => {
    const [check, ...rest] = imageChecks("Our entrance:\n\n![](/media/ramp.jpg)\n");
    expect(rest).toEqual([]);
    expect(check).toMatchObject({ severity: "error", words: "![](/media/ramp.jpg)" });
    expect(check?.message).toMatch(/no text alternative/);
    expect(check?.fix).toMatch(/decorative when you upload/);
  });

  it("treats alt text of only spaces as none", () => {
    expect(imageChecks("![  ](/media/ramp.jpg)")[0]?.words).toBe("![  ](/media/ramp.jpg)");
  });

  it("is an error when the alt text is a file name, selecting it to type over", () => {
    for (const alt of ["ramp.jpg", "IMG_2041.png", "DSC00123", "side door.JPEG"]) {
      const markdown = `![${alt}](/media/a.jpg)`;
      const [check] = imageChecks(markdown);
      expect(check).toMatchObject({ severity: "error", words: alt });
      expect(check?.message).toContain(`“${alt}”`);
    }
  });

  it("is an error when the alt text only says it is an image", () => {
    for (const alt of ["image", "Photo", "a picture", "An image."]) {
      expect(imageChecks(`Text ![${alt}](/media/a.jpg)`)[0]?.words).toBe(alt);
    }
  });

  it("checks reference-style images too", () => {
    const markdown = "![photo][ramp]\n\n[ramp]: /media/ramp.jpg\n";
    expect(imageChecks(markdown)[0]?.words).toBe("photo");
  });

  it("stays silent when the alt text describes the image", () => {
    expect(imageChecks("![A portable ramp at the side door](/media/ramp.jpg)")).toEqual([]);
    // Marked decorative when uploaded: empty alt text on purpose.
    expect(imageChecks("![](/media/12-0123456789abcdef0123-1600x900-decorative.jpg)")).toEqual([]);
    expect(imageChecks("![](/media/12-0123456789abcdef0123-1600x900.jpg)")).toHaveLength(1);
    expect(imageChecks("![An image of the ramp being unfolded](/media/ramp.jpg)")).toEqual([]);
  });
});
