import { describe, expect, it } from "vitest";
import { type AdviceAddress, adviceAddressQuery, readAdviceAddress } from "./advice-address.ts";

const read = (query: string) => readAdviceAddress(new URLSearchParams(query));

const start: AdviceAddress = {
  tab: "quick-solutions",
  search: "",
  maxCost: undefined,
  maxEffort: undefined,
  category: undefined,
  sort: null,
};

describe("the Advice & Solutions address", () => {
  it("reads every part of the page's state", () => {
    expect(
      read("tab=expert-articles&search=ramp&maxCost=free&maxEffort=low&category=3&sort=cost-desc"),
    ).toEqual({
      tab: "expert-articles",
      search: "ramp",
      maxCost: "free",
      maxEffort: "low",
      category: 3,
      sort: { column: "costBand", direction: "descending" },
    });
  });

  it("writes a state and reads it back the same, in one order whatever the order read", () => {
    const state: AdviceAddress = {
      tab: "community-stories",
      search: "hard of hearing",
      maxCost: "under-50",
      maxEffort: "medium",
      category: 12,
      sort: { column: "whyItsAnIssue", direction: "ascending" },
    };
    const query = adviceAddressQuery(state);
    expect(query).toBe(
      "?tab=community-stories&search=hard+of+hearing&maxCost=under-50&maxEffort=medium&category=12&sort=why-asc",
    );
    expect(read(query)).toEqual(state);
    const shuffled = new URLSearchParams(query.slice(1));
    shuffled.sort();
    expect(adviceAddressQuery(read(shuffled.toString()))).toBe(query);
  });

  it("leaves out what the page shows anyway", () => {
    expect(adviceAddressQuery(start)).toBe("");
    expect(adviceAddressQuery({ ...start, search: "   " })).toBe("");
    expect(adviceAddressQuery({ ...start, tab: "expert-articles" })).toBe("?tab=expert-articles");
    expect(read("")).toEqual(start);
  });

  it("ignores what it does not know, so an old or mistyped link still opens the page", () => {
    expect(
      read(
        "tab=nonsense&maxCost=cheap&maxEffort=easy&category=-1&sort=price-asc&utm_source=x&search=",
      ),
    ).toEqual(start);
    for (const sort of ["cost", "cost-up", "cost-asc-asc", "-asc", "Cost-asc", ""]) {
      expect(read(`sort=${sort}`).sort, sort).toBeNull();
    }
    for (const category of ["0", "1.5", "abc", "99999999999", "1e3"]) {
      expect(read(`category=${category}`).category, category).toBeUndefined();
    }
    // Too long for the search box: cut to its length, not refused.
    expect(read(`search=${"a".repeat(250)}`).search).toHaveLength(200);
  });

  it("takes the first of a parameter given twice, as a form sent without JavaScript gives it", () => {
    // The column header pressed comes first; the "Sort by" choice's old value after it.
    expect(read("sort=issue-asc&sort=cost-desc").sort).toEqual({
      column: "issue",
      direction: "ascending",
    });
    // An empty "Sort by" choice, with no header pressed, is no sort.
    expect(read("search=ramp&maxCost=&sort=")).toEqual({ ...start, search: "ramp" });
  });

  it("keeps links made before (bookmarks, other sites) working, and writes them the same", () => {
    for (const query of [
      "?search=Single+step+at+the+shop+entrance",
      "?tab=expert-articles&search=Accessible+premises+on+a+small+budget",
    ]) {
      expect(adviceAddressQuery(read(query))).toBe(query);
    }
    expect(read("tab=expert-articles&search=Ramps")).toMatchObject({
      tab: "expert-articles",
      search: "Ramps",
    });
  });
});
