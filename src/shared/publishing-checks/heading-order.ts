// heading-order: headings are how screen reader users find their way round a page, so their
// levels should step down one at a time (WCAG 1.3.1). The article's title is the page's one
// top-level heading, so sections start at level 2 and a level 1 heading in the body makes two.
import { quote } from "./quote.ts";
import type { Finding, Rule } from "./types.ts";
import { contentSpan, plainText, walk } from "./walk.ts";

export const headingOrder: Rule = (tree) => {
  const checks: Finding[] = [];
  let previous = 1; // the title, until the first heading
  let after = "the title";
  walk(tree, (node) => {
    if (node.type !== "heading") return;
    const span = contentSpan(node);
    const words = plainText(node).trim();
    const name = words ? quote(words) : "with no words";
    const found =
      node.depth === 1
        ? {
            message: `The heading ${name} is a top-level heading, but the article’s title is already the page’s top-level heading, so the page now has two.`,
            fix: "Make it a level 2 heading (start the line with two # marks), like the other sections.",
          }
        : node.depth > previous + 1
          ? {
              message: `The heading ${name} is a level ${node.depth} heading straight after ${after}, so it skips a level. People moving through the page by its headings may think something is missing.`,
              fix: `Make it a level ${previous + 1} heading, or add a level ${previous + 1} heading above it.`,
            }
          : null;
    if (found && span) checks.push({ rule: "heading-order", ...found, ...span });
    previous = node.depth;
    after = `a level ${node.depth} heading`;
  });
  return checks;
};
