// Every date a visitor reads is in the one UK style, "25 November 2026": /news once showed
// "Nov 25, 2026". Each public page, with a news item, an article and a story, is read for a
// US-style date anywhere in its text, and each <time> for the UK form.
import { expect, test, waitForHydration } from "./fixtures.ts";
import { JOURNEY_PAGES, PAGES } from "./routes.ts";

const MONTHS =
  "January|February|March|April|May|June|July|August|September|October|November|December";
const UK_DATE = new RegExp(`^\\d{1,2} (${MONTHS}) \\d{4}(, \\d{2}:\\d{2})?$`);
/** "Nov 25, 2026", "November 25 2026", "Nov. 25, 2026". */
const US_DATE =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(st|nd|rd|th)?,? \d{4}\b/;

test("every date on the public pages is written the UK way", async ({ page, request }) => {
  test.slow(); // twenty pages
  const [newsItem] = await (await request.get("/api/news/top-stories?limit=1")).json();
  const paths = [
    ...PAGES.filter((each) => each.path !== "/admin").map((each) => each.path),
    ...JOURNEY_PAGES.map((each) => each.path),
    ...(newsItem?.url ? [newsItem.url as string] : []),
  ];
  let datesSeen = 0;
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    const text = (await page.locator("#root").textContent()) ?? "";
    expect(text.match(US_DATE)?.[0], `a US date on ${path}`).toBeUndefined();
    const times = await page.locator("main time").allInnerTexts();
    for (const time of times) expect(time.trim(), `a date on ${path}`).toMatch(UK_DATE);
    datesSeen += times.length;
  }
  // The news, the article and the story have dates: the walk read some.
  expect(datesSeen).toBeGreaterThan(3);
});

test("the US date the news once showed would be caught", () => {
  expect("Published Nov 25, 2026").toMatch(US_DATE);
  expect("25 November 2026").toMatch(UK_DATE);
  expect("25 November 2026").not.toMatch(US_DATE);
});
