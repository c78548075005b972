// WCAG 1.4.10 Reflow: the page must not scroll sideways. When it does, a width alone does not say
// what to fix, so the failure names the elements that stick out past the right edge.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The elements that reach past the page's right edge, innermost first: one is listed only when
 * nothing inside it reaches as far, so the list names the cause (the long word, the table), not
 * every box around it. What is inside a box that scrolls or clips on its own (a table in its own
 * scrolling region) does not widen the page, so it is not looked at.
 */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const clips = (element: Element) =>
      element !== document.body && getComputedStyle(element).overflowX !== "visible";
    // How far right an element reaches: its box, or its content when that is wider than the box
    // (a long word in a block that kept its width).
    const reach = (element: Element) => {
      const { left, right, width, height } = element.getBoundingClientRect();
      if (width === 0 || height === 0) return 0;
      return clips(element) ? right : Math.max(right, left + element.scrollWidth);
    };
    const describe = (element: Element) => {
      const path: string[] = [];
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const id = at.id ? `#${at.id}` : "";
        const classes = [...at.classList]
          .slice(0, 3)
          .map((name) => `.${name}`)
          .join("");
        path.unshift(`${at.tagName.toLowerCase()}${id}${classes}`);
        if (path.length === 4) break;
      }
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const { left } = element.getBoundingClientRect();
      const where = `from ${Math.round(left)} to ${Math.round(reach(element))} px`;
      return `${path.join(" > ")} (${where})${text ? ` "${text}"` : ""}`;
    };
    const found: Element[] = [];
    const walk = (element: Element): number => {
      let inside = 0;
      if (!clips(element)) {
        for (const child of element.children) inside = Math.max(inside, walk(child));
      }
      const own = reach(element);
      if (own > limit + 0.5 && own > inside + 0.5) found.push(element);
      return Math.max(inside, own);
    };
    walk(document.body);
    return found.slice(0, 5).map(describe);
  });
}

/** The document does not scroll sideways; when it does, the message says what sticks out. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  const culprits = scrollWidth > clientWidth ? await overflowingElements(page) : [];
  expect(
    scrollWidth,
    `${what}: the page is ${scrollWidth} px wide in a ${clientWidth} px window; sticking out: ${culprits.join("; ") || "nothing found"}`,
  ).toBeLessThanOrEqual(clientWidth);
}
