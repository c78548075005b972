// Every search box reads the web-search syntax ("or", quotes, "-word"), and no string typed into
// one may fail the search: the answer is a list (maybe empty) or a 400 that says why, never a 500.
import { describe, expect, it } from "vitest";
import { ADVICE_SEARCH_MAX } from "../../shared/advice-links.ts";
import { makeArticle, makeQuickSolution, makeStory } from "../test/factories.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { withOneNegation } from "./websearch-query.ts";

const { app, db } = await setUpTestApp();
for (const title of ["Bell at the side door", "Bell at the back door"]) {
  await makeQuickSolution(db, { issue: title, costBand: "free" });
  await makeArticle(db, { title });
  await makeStory(db, { title, isApproved: true });
}

/** Each search API, with the field its rows are titled by. */
const SEARCHES = [
  { path: "/api/quick-solutions?search=", title: "issue" },
  { path: "/api/advice/articles?search=", title: "title" },
  { path: "/api/community?approved=true&search=", title: "title" },
] as const;

/** Operators in the numbers and shapes that PostgreSQL's query parser cannot hold. */
const HOSTILE = [
  `${"- ".repeat(40)}ramp`,
  `${"-".repeat(40)} ramp`,
  `${"-!".repeat(40)}ramp`,
  `${"-(".repeat(40)}ramp`,
  `${"- or ".repeat(39)}ramp`,
  `${"-\u00a0".repeat(40)}ramp`,
  `${"-\u3000".repeat(40)}ramp`,
  `${'-"-'.repeat(40)}ramp`,
  `${"-\\".repeat(40)}ramp`,
  `on a budget ${"- ".repeat(40)}ramp`,
  `cheap ${"-".repeat(60)}`,
  "-".repeat(ADVICE_SEARCH_MAX),
  "- ".repeat(ADVICE_SEARCH_MAX / 2),
  "!".repeat(ADVICE_SEARCH_MAX),
  `${"(".repeat(90)}ramp${")".repeat(90)}`,
  `${"ramp or ".repeat(24)}ramp`,
  '"'.repeat(41),
  `${'"ramp" '.repeat(28)}`,
  "a <-> b",
  "ramp <2> step & !door | (side)",
  "ramp:* & step:A",
  "'ramp' or '1'='1",
  "or",
  "-",
  "\\",
];

describe.each(SEARCHES)("GET $path", ({ path, title }) => {
  it.each(HOSTILE)("answers %j with a list or a 400, never a failure", async (term) => {
    const response = await app.inject({ method: "GET", url: `${path}${encodeURIComponent(term)}` });
    expect([200, 400], response.body).toContain(response.statusCode);
  });

  it("still excludes a -word, with its quotes and 'or'", async () => {
    const titles = async (term: string) => {
      const response = await app.inject({
        method: "GET",
        url: `${path}${encodeURIComponent(term)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Record<string, string>[]>().map((row) => row[title]);
    };
    expect(await titles("bell -back")).toEqual(["Bell at the side door"]);
    expect(await titles("bell - - -back")).toEqual(["Bell at the side door"]);
    expect(await titles('"side door" or "back door"')).toHaveLength(2);
    expect(await titles('"door at the side"')).toEqual([]);
  });
});

describe("withOneNegation", () => {
  it("makes a run of negations one, and leaves words, hyphens and quotes alone", () => {
    expect(withOneNegation(`${"- ".repeat(40)}ramp`)).toBe("- ramp");
    expect(withOneNegation("ramp --!- -step")).toBe("ramp -step");
    expect(withOneNegation('step-free -"side door" or lift')).toBe(
      'step-free -"side door" or lift',
    );
    expect(withOneNegation('-"-"-"')).toBe('-"-"-"');
    expect(withOneNegation("a-b-c - 1")).toBe("a-b-c - 1");
  });
});
