import { afterEach, describe, expect, it, vi } from "vitest";
import { onFirstUse } from "./on-first-use.ts";

describe("onFirstUse", () => {
  it("makes its value on the first call only", () => {
    const make = vi.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);
  });
});

// A browser tab's first Intl object loads its locale data (decision 015): the modules every page
// loads make none until a date is shown or a list is sorted.
describe("formats made when first used", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("loading the date, sorting and notice modules makes no Intl object", async () => {
    const made: string[] = [];
    class DateTimeFormat extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.push("DateTimeFormat");
      }
    }
    class Collator extends Intl.Collator {
      constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
        super(...args);
        made.push("Collator");
      }
    }
    vi.stubGlobal(
      "Intl",
      Object.create(Intl, {
        DateTimeFormat: { value: DateTimeFormat },
        Collator: { value: Collator },
      }),
    );
    vi.resetModules();
    const { formatUkDate } = await import("./dates.ts");
    const { sortQuickSolutions } = await import("./quick-solutions.ts");
    await import("./access-guides/notices.ts");
    expect(made).toEqual([]);

    expect(formatUkDate("2026-11-29T10:00:00Z")).toBe("29 November 2026");
    expect(formatUkDate("2026-11-30T10:00:00Z")).toBe("30 November 2026");
    expect(made).toEqual(["DateTimeFormat"]);
    const row = (issue: string) => ({
      issue,
      whyItsAnIssue: "",
      possibleSolutions: "",
      costBand: null,
      effortBand: null,
    });
    const sorted = sortQuickSolutions([row("b"), row("A")], {
      column: "issue",
      direction: "ascending",
    });
    expect(sorted.map((each) => each.issue)).toEqual(["A", "b"]);
    expect(made).toEqual(["DateTimeFormat", "Collator"]);
  });
});
