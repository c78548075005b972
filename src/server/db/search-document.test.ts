// The full-text parser scans ahead on some shapes of text, and on some it does so from every
// character, so that its time grows with the square of the text's length (60,000 characters of
// "<!--" took 10 s). Every insert and update of a searchable row parses its text for the stored
// search document; these shapes must cost what ordinary text of the same length does.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { makeArticleCategory } from "../test/factories.ts";
import { createTestDatabase, recycleTestDatabase } from "../test/test-database.ts";
import { rowsOf } from "./rows-of.ts";
import { adviceArticles, communityArticles, quickSolutions } from "./schema.ts";

const database = await createTestDatabase();
afterAll(() => recycleTestDatabase(database));
const { db } = database;
const categoryId = (await makeArticleCategory(db)).id;

/** Each table's longest text, written as a story, an article and a quick solution are. */
const TABLES = {
  community_articles: (text: string) =>
    db.insert(communityArticles).values({
      title: "A story",
      content: text,
      authorName: "A visitor",
      authorEmail: "visitor@example.org",
    }),
  advice_articles: (text: string) =>
    db
      .insert(adviceArticles)
      .values({ title: "An article", excerpt: "", content: text, categoryId }),
  quick_solutions: (text: string) =>
    db
      .insert(quickSolutions)
      .values({ issue: "A solution", whyItsAnIssue: "", possibleSolutions: text }),
};

/** The parser's costly shapes, each as the unit repeated to the length tested. */
const SHAPES = [
  "<!--",
  "<!--\n",
  "<!-- ",
  "<!-- a ",
  "<",
  "</",
  "<?",
  "<!",
  "<a",
  "<a b ",
  '<a b="c ',
  "&",
  "&#",
  "&#x",
  "&a",
  "-",
  "--",
  "-1",
  "a-1-",
  ".",
  "/",
  "/.",
  "@",
  "a@b.",
  ":",
  "1",
  "1_",
  "_a",
  "a|",
  "+",
  "http://",
  "file:/",
  "a.b/c?",
];

const PROSE = "Ramps help wheelchair users reach the door, and a bell helps those who cannot. ";
const ofLength = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Milliseconds that `insert` takes. */
async function timeOf(insert: () => Promise<unknown>) {
  const started = performance.now();
  await insert();
  return performance.now() - started;
}

/**
 * The fastest of up to five turns of prose then the shape, each of the same length: a busy
 * machine adds time, never takes it, and slows both alike. A shape within the bound (or far past
 * it, which no busy moment explains) needs no more turns. Ordinary text of any shape costs at most
 * about three times what prose does (the dense ones are many short words); a parser scanning
 * ahead from each character costs 40 to 600 times as much. The bound, twelve times prose, sits
 * between the two with room for a machine running a whole CI beside other work (eight times
 * failed there, at a load average of 11 on two cores).
 */
async function againstProse(
  insert: (text: string) => Promise<unknown>,
  unit: string,
  length: number,
) {
  let prose = Number.POSITIVE_INFINITY;
  let shape = Number.POSITIVE_INFINITY;
  let bound = 0;
  for (let turn = 0; turn < 5; turn += 1) {
    prose = Math.min(prose, await timeOf(() => insert(ofLength(PROSE, length))));
    shape = Math.min(shape, await timeOf(() => insert(ofLength(unit, length))));
    bound = Math.max(60, 12 * prose);
    if (shape <= bound || shape > 10 * bound) break;
  }
  return { prose, shape, bound };
}

describe.each(Object.entries(TABLES))("inserting into %s", (_table, insert) => {
  describe.each([20_000, 60_000])("%d characters", (length) => {
    it.each(SHAPES)("of %j costs about what prose does", async (unit) => {
      const { prose, shape, bound } = await againstProse(insert, unit, length);
      expect(
        shape,
        `${shape.toFixed(1)} ms against ${prose.toFixed(1)} ms of prose`,
      ).toBeLessThanOrEqual(bound);
    });
  });
});

it("still finds the words around the characters it reads as spaces", async () => {
  await TABLES.community_articles("<p>Step-free&nbsp;entrance</p> <!-- ramp --> a_b|wheelchair");
  const [found] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from community_articles
      where search_document @@ websearch_to_tsquery('english', 'step-free entrance ramp wheelchair')`,
  );
  expect(found?.count).toBe(1);
});
