// Advice & Solutions from its address alone, as a visitor without JavaScript gets it (and
// as a reload or a shared link shows it): the search, the limits and the sort, rendered by the
// server into the first HTML, with the count already said and no loading state.
import { describe, expect, it } from "vitest";
import { makeQuickSolution } from "../test/factories.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";

const { app, db } = await setUpTestApp({}, undefined, { pages: await testPageSource() });

const word = "quillonet";
// Made one after another: solutions that tie keep the order they were made in.
const flag = await makeQuickSolution(db, {
  issue: `Flag ${word} for the queue`,
  costBand: "free",
  effortBand: "low",
});
const bell = await makeQuickSolution(db, {
  issue: `Bell ${word} at the side door`,
  costBand: "under-50",
  effortBand: "low",
});
const sign = await makeQuickSolution(db, {
  issue: `Sign ${word} by the till`,
  costBand: "free",
  effortBand: "medium",
});
const lift = await makeQuickSolution(db, {
  issue: `Lift ${word} to the first floor`,
  costBand: "over-500",
  effortBand: "high",
});

async function page(query: string) {
  const response = await app.inject({ url: `/advice-and-solutions${query}` });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The table's issues, in the order the page shows them. */
const rowIssues = (html: string) =>
  [...html.matchAll(/<th scope="row"[^>]*><a[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);

/** The text of the status line that counts the solutions. */
const status = (html: string) =>
  html.match(/<p role="status"[^>]*><span>([^<]*solutions? found[^<]*)</)?.[1];

describe("Advice & Solutions rendered from its address", () => {
  it("renders the searched, limited and sorted list, with its count and no loading state", async () => {
    const html = await page(`?search=${word}&maxCost=under-50&sort=issue-desc`);
    expect(rowIssues(html)).toEqual([sign.issue, flag.issue, bell.issue]);
    expect(status(html)).toBe("3 solutions found. Sorted by Issue, Z to A.");
    expect(html).not.toContain("Loading quick solutions");
    // The controls say what is shown: the search, the limit, the sort and its header.
    expect(html).toMatch(new RegExp(`<input[^>]*name="search"[^>]*value="${word}"`));
    expect(html).toMatch(/<option value="under-50" selected="">Under £50<\/option>/);
    expect(html).toMatch(/<option value="issue-desc" selected="">Issue</);
    expect(html).toMatch(/aria-sort="descending"[^>]*><button type="submit"[^>]*value="issue-asc"/);
  });

  it("sorts by the column header a visitor pressed without JavaScript", async () => {
    // The form sends the header's sort first and the "Sort by" choice (the old sort) after it.
    const html = await page(`?search=${word}&maxCost=&maxEffort=&sort=cost-asc&sort=issue-desc`);
    expect(rowIssues(html)).toEqual([flag.issue, sign.issue, bell.issue, lift.issue]);
    expect(status(html)).toBe("4 solutions found. Sorted by Cost, lowest first.");
  });

  it("reads money words as a cost, says so, and narrows rather than floods", async () => {
    const html = await page(`?search=cheap%20${word}`);
    expect(rowIssues(html)).toEqual([flag.issue, sign.issue, bell.issue]);
    expect(status(html)).toBe("3 solutions found. Best matches first.");
    expect(html).toContain(
      "“cheap” is read as a cost, so this shows solutions that are free or under £50.",
    );
    const free = await page(`?search=free%20${word}&maxEffort=low`);
    expect(rowIssues(free)).toEqual([flag.issue]);
    expect(status(free)).toBe("1 solution found");
  });

  it("keeps another tab's filters and sort in the form, so a search sent from there keeps them", async () => {
    const html = await page(`?tab=expert-articles&search=${word}&maxCost=free&sort=cost-desc`);
    const form = html.match(/<form id="advice-search"[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(form).toContain('<input type="hidden" name="tab" value="expert-articles"/>');
    expect(form).toContain('<input type="hidden" name="maxCost" value="free"/>');
    expect(form).toContain('<input type="hidden" name="sort" value="cost-desc"/>');
    // The Quick Solutions tab counts with its limit: the two free ones.
    expect(html).toMatch(/Quick Solutions<span[^>]*><span class="sr-only">, <\/span>2</);
  });

  it("opens with no search, limit or sort when the address holds none it knows", async () => {
    const html = await page("?sort=sideways&maxCost=cheap&tab=nowhere");
    expect(html).not.toContain("Sorted by");
    expect(html).toMatch(/<option value="" selected="">Any cost<\/option>/);
    expect(rowIssues(html)).toEqual(expect.arrayContaining([flag.issue, lift.issue]));
  });
});
