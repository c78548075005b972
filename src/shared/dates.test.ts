import { describe, expect, it } from "vitest";
import {
  formatUkDate,
  formatUkDateTime,
  formatUkLogTime,
  fromUkDateTime,
  isoDate,
} from "./dates.ts";

describe("date formats", () => {
  it("formats every date in UK style with the month in full, news too", () => {
    expect(formatUkDate("2025-07-28T10:00:00Z")).toBe("28 July 2025");
    expect(formatUkDate("2026-11-25T10:00:00Z")).toBe("25 November 2026");
  });

  it("uses UK time, so late evening UTC in summer is already the next day", () => {
    expect(formatUkDate("2025-07-28T23:30:00Z")).toBe("29 July 2025");
  });

  it("formats the admin's times the British way, in UK time, summer and winter", () => {
    expect(formatUkDateTime("2026-11-24T14:05:09Z")).toBe("24 November 2026, 14:05");
    expect(formatUkDateTime("2025-07-28T13:05:09Z")).toBe("28 July 2025, 14:05");
    expect(formatUkDateTime("2025-12-01T00:00:00Z")).toBe("1 December 2025, 00:00");
  });

  it("formats the admin's logs to the second", () => {
    expect(formatUkLogTime("2025-07-28T13:05:09Z")).toBe("28 July 2025, 14:05:09");
    expect(formatUkLogTime("2025-12-01T00:00:00Z")).toBe("1 December 2025, 00:00:00");
  });

  it("says 'No date' for a missing date and 'Invalid date' for an unparsable one", () => {
    for (const format of [formatUkDate, formatUkDateTime, formatUkLogTime]) {
      expect(format(null)).toBe("No date");
      expect(format(undefined)).toBe("No date");
      expect(format("")).toBe("No date");
      expect(format("not a date")).toBe("Invalid date");
    }
    expect(isoDate("not a date")).toBeUndefined();
    expect(isoDate("2025-07-28T10:00:00Z")).toBe("2025-07-28T10:00:00.000Z");
  });
});

describe("fromUkDateTime", () => {
  it("reads a datetime-local value as UK time, in summer and in winter", () => {
    expect(fromUkDateTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
    expect(fromUkDateTime("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
  });

  it("gets the hours either side of the clocks changing right", () => {
    // The clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October.
    expect(fromUkDateTime("2026-03-29T00:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(fromUkDateTime("2026-03-29T03:00")?.toISOString()).toBe("2026-03-29T02:00:00.000Z");
    expect(fromUkDateTime("2026-10-25T03:00")?.toISOString()).toBe("2026-10-25T03:00:00.000Z");
  });

  it("answers null for anything else", () => {
    expect(fromUkDateTime("")).toBeNull();
    expect(fromUkDateTime("1 July 2026")).toBeNull();
  });
});
