import { describe, expect, it } from "vitest";
import { googleAttributes } from "./google-attributes.ts";

const answers = (details: Parameters<typeof googleAttributes>[0]) =>
  Object.fromEntries(googleAttributes(details).map(({ name, answer }) => [name, answer]));

describe("the Google Business Profile attributes", () => {
  it("says Yes only where the facts show it", () => {
    expect(
      answers({
        entrance: { stepFree: true, doorClearWidthMm: 850 },
        parking: { blueBadgeBays: 2 },
        toilet: { accessible: true },
        seating: { movableChairs: true },
      }),
    ).toEqual({
      "Wheelchair-accessible entrance": "Yes",
      "Wheelchair-accessible car park": "Yes",
      "Wheelchair-accessible toilet": "Yes",
      "Wheelchair-accessible seating": "Yes",
    });
  });

  it("says No for a narrow door however level, and for no Blue Badge bays", () => {
    const result = answers({
      entrance: { stepFree: true, doorClearWidthMm: 700 },
      parking: { blueBadgeBays: 0 },
    });
    expect(result["Wheelchair-accessible entrance"]).toBe("No");
    expect(result["Wheelchair-accessible car park"]).toBe("No");
  });

  it("is not sure of what the guide leaves blank", () => {
    expect(new Set(Object.values(answers({})))).toEqual(new Set(["Not sure yet"]));
  });
});
