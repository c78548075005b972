// long-paragraph: long blocks of text are hard to scan and easy to lose your place in,
// especially for people with dyslexia or who use screen magnification.
import { proseBlocks } from "./prose.ts";
import { quote } from "./quote.ts";
import type { Finding, Rule } from "./types.ts";
import { spanOf } from "./walk.ts";
import { wordsIn } from "./words.ts";

const MOST_WORDS = 120;

export const longParagraph: Rule = (tree, source) =>
  proseBlocks(tree, source).flatMap((block): Finding[] => {
    if (block.node.type !== "paragraph") return [];
    const words = wordsIn(block.text);
    const span = spanOf(block.node);
    if (words.length <= MOST_WORDS || !span) return [];
    const opening = words.slice(0, 6).at(-1)?.to ?? 0;
    return [
      {
        rule: "long-paragraph",
        message: `The paragraph starting ${quote(`${block.text.slice(0, opening)}…`)} is ${words.length} words long, which makes it hard to read and easy to lose your place in.`,
        fix: `Split it into shorter paragraphs of no more than ${MOST_WORDS} words, each about one thing.`,
        ...span,
      },
    ];
  });
