// Accessibility checks that run as an author writes an article (ATAG 2.0 Part B). Pure functions
// of the Markdown text, so the same rules run in the browser editor as the author types and on
// the server on every save and on publish.
import { parseMarkdown, type Root } from "../markdown/parse.ts";
import { allCaps } from "./all-caps.ts";
import { headingOrder } from "./heading-order.ts";
import { imageAlt } from "./image-alt.ts";
import { linkText } from "./link-text.ts";
import { longParagraph } from "./long-paragraph.ts";
import { plainWordsRule } from "./plain-words-rule.ts";
import { readability } from "./readability.ts";
import { asCheck, inSourceOrder, type PublishingCheck, type Rule } from "./types.ts";

export { isHardGoing, READING_AGE_MOST, readingAgeOf, readingAgeText } from "./reading-age.ts";
export { readingGrade, readingGradeOf } from "./reading-grade.ts";
export {
  CHECK_RULES,
  type CheckRule,
  checkName,
  PUBLISH_STOPPING_RULES,
  type PublishStoppingRule,
} from "./rules.ts";
export type { PublishingCheck } from "./types.ts";

const rules: Rule[] = [
  imageAlt,
  linkText,
  headingOrder,
  readability,
  longParagraph,
  allCaps,
  plainWordsRule,
];

/** Every check the article fails, in source order (errors first where two start together). */
export function checkArticle(markdown: string): PublishingCheck[] {
  return checkTree(parseMarkdown(markdown), markdown);
}

/** checkArticle for a text already parsed (the server's worker parses once for every reading). */
export function checkTree(tree: Root, markdown: string): PublishingCheck[] {
  return inSourceOrder(rules.flatMap((rule) => rule(tree, markdown)).map(asCheck));
}
