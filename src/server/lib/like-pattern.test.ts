import { describe, expect, it } from "vitest";
import { likePattern } from "./like-pattern.ts";

describe("likePattern", () => {
  it("escapes LIKE's wildcards and the escape character, and matches anywhere", () => {
    expect(likePattern("a\\b%c_d")).toBe("%a\\\\b\\%c\\_d%");
  });
});
