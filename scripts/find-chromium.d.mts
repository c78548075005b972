/** A Chromium executable: CHROME_PATH, the system package, or Playwright's own browsers. */
export function findChromium(): Promise<string>;
