// What each group of automated accessibility checks looks at, in words for the evidence page;
// tests/e2e/evidence-reporter.ts counts the results under the same ids.
export const CHECKS: { id: string; what: string }[] = [
  {
    id: "axe",
    what: "Automated rules (axe-core, WCAG 2.2 A and AA and best practice) on every page, at desktop and phone widths, and in every colour theme",
  },
  {
    id: "keyboard",
    what: "Using every page with a keyboard alone: Tab reaches every link, button and field in the page's order, with JavaScript and without",
  },
  { id: "focus-visible", what: "A clearly visible focus indicator on every control" },
  {
    id: "wcag22",
    what: "The WCAG 2.2 checks axe has no rule for: what has focus is never hidden, clipped or covered (2.4.11), help is in the same place on every page (3.2.6), signing in needs no memory test and passwords can be pasted (3.3.8), and nothing needs dragging (2.5.7)",
  },
  { id: "no-javascript-pages", what: "Every page with JavaScript turned off" },
  {
    id: "no-javascript-journeys",
    what: "Key tasks with JavaScript turned off: finding and reading articles and stories, liking a story, sending a message and sharing a story",
  },
  {
    id: "no-css",
    what: "Every page without its styles: every control still named and each page's heading first",
  },
  {
    id: "forced-colours",
    what: "Forced colours (Windows High Contrast): the focus indicator shows and every button keeps an edge",
  },
  { id: "text-200", what: "Text at twice its size: no sideways scrolling" },
  {
    id: "reflow",
    what: "Zoom to 400% (320 pixels wide) with our largest text, widest fonts and spacing, and at 320 pixels with the browser's text at 200%, with and without JavaScript: no sideways scrolling",
  },
  {
    id: "transcripts",
    what: "What a screen reader says on key pages, compared with transcripts we have read and approved",
  },
];

/**
 * What no automated check can tell us and nobody has checked yet, said on the evidence page after
 * the sentence it shares with the statement (not-yet-tested.ts): neither may claim a check by
 * people that has not happened.
 */
export const NOT_YET_CHECKED = [
  "How the site works with real screen readers (NVDA, JAWS, VoiceOver and TalkBack), not only the virtual one our tests use",
  "Speech recognition (Dragon, Voice Control) and switch access",
  "Whether colour, shape or position is ever the only way something is shown",
  "How easy the pages and forms are to understand for people with cognitive impairments",
];

/** What people do check, and when. */
export const CHECKED_BY_PEOPLE = [
  "Our team reads every community story and access guide before it is published, and its own articles and news before publishing them, for plain, clear writing and for headings and link text that make sense on their own",
];
