import { describe, expect, it } from "vitest";
import { answersAsToday } from "./earlier-answers.ts";

describe("answers kept from before a question was split", () => {
  it("reads a Blue Badge Yes or Partly as having a car park", () => {
    expect(answersAsToday({ "getting-there.blue-badge-parking": "partly" })).toEqual({
      "getting-there.blue-badge-parking": "partly",
      "getting-there.car-park": "yes",
    });
    expect(answersAsToday({ "inside.accessible-toilet": "yes" })).toEqual({
      "inside.accessible-toilet": "yes",
      "inside.visitor-toilets": "yes",
    });
  });

  it("reads Doesn't apply as having none", () => {
    expect(answersAsToday({ "getting-there.blue-badge-parking": "not-applicable" })).toEqual({
      "getting-there.car-park": "no",
    });
  });

  it("leaves a No unheard, as it cannot tell no car park from no marked bay", () => {
    expect(answersAsToday({ "getting-there.blue-badge-parking": "no" })).toEqual({
      "getting-there.blue-badge-parking": "no",
    });
  });

  it("never overrules an answer given to the new question", () => {
    const given = {
      "getting-there.car-park": "no",
      "getting-there.blue-badge-parking": "yes",
    } as const;
    expect(answersAsToday(given)).toEqual(given);
  });
});
