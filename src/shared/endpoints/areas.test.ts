// The API's areas (index.ts): every declaration belongs to exactly one, and every area has a name
// and words of its own, which the API description shows as its group's heading and introduction.
import { describe, expect, it } from "vitest";
import { AREAS, ENDPOINTS } from "./index.ts";

describe("the API's areas", () => {
  it("place every declared endpoint in exactly one area", () => {
    const placed = AREAS.flatMap(({ endpoints }) => Object.keys(endpoints));
    expect(placed.toSorted()).toEqual(Object.keys(ENDPOINTS).toSorted());
  });

  it("give every area a name of its own", () => {
    const names = AREAS.map(({ area }) => area.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("describe every area in a sentence", () => {
    const blank = AREAS.filter(({ area }) => !/^[A-Z`].{20,}\.$/s.test(area.description.trim()));
    expect(blank.map(({ area }) => area.name)).toEqual([]);
  });
});
