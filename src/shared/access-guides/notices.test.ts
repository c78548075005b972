import { describe, expect, it } from "vitest";
import { addDays, isNoticeCurrent, noticeHeadline, ukToday } from "./notices.ts";

describe("a live notice in words", () => {
  const saturday = new Date("2026-11-28T12:00:00Z");

  it("names the day it ends, with the year only when it is next year's", () => {
    expect(noticeHeadline({ facility: "lift", until: "2026-12-04" }, saturday)).toBe(
      "The lift is out of use until Friday 4 December.",
    );
    expect(noticeHeadline({ facility: "hearing-loop", until: "2027-01-08" }, saturday)).toBe(
      "The hearing loop is out of use until Friday 8 January 2027.",
    );
  });

  it("applies until the end of its last day in the UK, summer time too", () => {
    expect(ukToday(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(ukToday(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-01");
    expect(isNoticeCurrent({ until: "2026-12-01" }, new Date("2026-12-01T23:59:00Z"))).toBe(true);
    expect(isNoticeCurrent({ until: "2026-12-01" }, new Date("2026-12-02T00:01:00Z"))).toBe(false);
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });
});
