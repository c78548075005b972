// What a screen-reader user hears, from @guidepup/virtual-screen-reader running in the page itself
// (so the site's CSS decides what is hidden, as it does for a real screen reader). The reader's
// browser bundle is served from the page's own origin, which the site's Content Security Policy
// allows, and read with the reader's "next" command from the start of a region to its end.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const READER_PATH = "/__virtual-screen-reader.js";
const readerSource = readFile(
  join(
    dirname(require.resolve("@guidepup/virtual-screen-reader/package.json")),
    "lib/esm/index.browser.js",
  ),
  "utf8",
);

/** Lets the page load the reader; call before the first `goto`. */
export async function serveScreenReader(page: Page) {
  const body = await readerSource;
  await page.route(`**${READER_PATH}`, (route) =>
    route.fulfill({ body, contentType: "text/javascript; charset=utf-8" }),
  );
}

/** At most this many phrases a region: a page that never ends fails rather than hangs. */
const MOST_PHRASES = 1500;

/**
 * Everything the reader says from the start of `selector` (the main landmark, by default) to its
 * end, one phrase a line, with "end of …" phrases left out: they repeat what was said going in.
 */
export async function hear(page: Page, selector = "main"): Promise<string[]> {
  return page.evaluate(
    async ({ path, selector, most }) => {
      const { virtual } = (await import(path)) as typeof import("@guidepup/virtual-screen-reader");
      const container = document.querySelector(selector);
      if (!container) throw new Error(`nothing matches ${selector}`);
      await virtual.start({ container });
      try {
        // At the region's end the reader starts again from its first phrase.
        const first = await virtual.lastSpokenPhrase();
        let phrases = 1;
        for (; phrases < most; phrases++) {
          await virtual.next();
          if ((await virtual.lastSpokenPhrase()) === first) break;
        }
        const log = (await virtual.spokenPhraseLog()).slice(0, phrases);
        return log.filter((phrase) => !/^end of /.test(phrase));
      } finally {
        await virtual.stop();
      }
    },
    { path: READER_PATH, selector, most: MOST_PHRASES },
  );
}

/**
 * What the reader says while `act` runs and the page settles: live regions' announcements only
 * (the reader is listening on the whole body, not moving).
 */
export async function announcementsDuring(page: Page, act: () => Promise<void>, settleMs = 1500) {
  await page.evaluate(async (path) => {
    const { virtual } = (await import(path)) as typeof import("@guidepup/virtual-screen-reader");
    await virtual.start({ container: document.body });
    await virtual.clearSpokenPhraseLog();
    (window as unknown as { __reader: typeof virtual }).__reader = virtual;
  }, READER_PATH);
  await act();
  await page.waitForTimeout(settleMs);
  return page.evaluate(async () => {
    const reader = (
      window as unknown as {
        __reader: { spokenPhraseLog(): Promise<string[]>; stop(): Promise<void> };
      }
    ).__reader;
    const log = await reader.spokenPhraseLog();
    await reader.stop();
    return log;
  });
}
