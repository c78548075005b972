import { describe, expect, it } from "vitest";
import { fleschKincaid, readingGrade } from "./reading-grade.ts";

describe("readingGrade: Flesch–Kincaid grade level of the readable text", () => {
  it("follows the formula", () => {
    expect(fleschKincaid({ words: 100, sentences: 5, syllables: 150 })).toBeCloseTo(9.91, 5);
  });

  it("gives a simple passage a low grade", () => {
    // 18 words of one syllable in 2 sentences: 0.39 × 9 + 11.8 × 1 − 15.59 = −0.28.
    const simple =
      "The shop has a ramp at the side door. Staff will help you if you ring the bell.";
    expect(readingGrade(simple)).toBe(-0.3);
  });

  it("gives a hard passage a high grade", () => {
    const hard =
      "Organisational accessibility considerations necessitate comprehensive institutional commitment throughout multidisciplinary departmental hierarchies.";
    expect(readingGrade(hard)).toBeGreaterThan(20);
  });

  it("counts headings, list items and quotes, but not code or web addresses", () => {
    const prose = "## The door\n\n- Ring the bell.\n\n> We will come out.";
    const withCode = `${prose}\n\n\`\`\`\nincomprehensibility.institutionalisation()\n\`\`\`\n\nSee https://example.com/organisational-responsibilities.`;
    expect(readingGrade(prose)).not.toBeNull();
    // The last paragraph adds one sentence of one word, "See".
    expect(readingGrade(withCode)).toBe(readingGrade(`${prose}\n\nSee.`));
  });

  it("is null when there are no sentences", () => {
    expect(readingGrade("")).toBeNull();
    expect(readingGrade("```\nconst a = 1;\n```\n\n![](/media/a.jpg)")).toBeNull();
  });
});
