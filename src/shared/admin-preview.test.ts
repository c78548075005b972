import { describe, expect, it } from "vitest";
import { previewText } from "./admin-preview.ts";

describe("previewText", () => {
  it("keeps text of up to 200 characters whole", () => {
    expect(previewText("a".repeat(200))).toEqual({ text: "a".repeat(200), truncated: false });
  });

  it("cuts text over 200 characters to 200 plus an ellipsis", () => {
    expect(previewText("b".repeat(201))).toEqual({ text: `${"b".repeat(200)}…`, truncated: true });
  });
});
