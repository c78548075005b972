// Sentences in a block of prose, as index ranges into its text.
import type { Root } from "mdast";
import { type ProseBlock, proseBlocks } from "./prose.ts";

export interface Sentence {
  block: ProseBlock;
  from: number;
  to: number;
  text: string;
}

// A sentence ends at . ! or ? (with any closing quote or bracket) followed by a space or the end.
const ENDING = /[.!?]+['"’”)\]]*(?=\s|$)/g;
// A full stop after these does not end a sentence.
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|mr|mrs|ms|dr|st|approx|vs|cf)\.$/i;

export function sentenceRanges(text: string): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  let from = 0;
  const push = (to: number) => {
    const piece = text.slice(from, to);
    const start = from + (piece.length - piece.trimStart().length);
    const end = from + piece.trimEnd().length;
    if (/[\p{L}\p{N}]/u.test(text.slice(start, end))) ranges.push({ from: start, to: end });
    from = to;
  };
  for (const match of text.matchAll(ENDING)) {
    const to = match.index + match[0].length;
    if (match[0] === "." && ABBREVIATION.test(text.slice(from, to))) continue;
    push(to);
  }
  push(text.length);
  return ranges;
}

/** Every sentence of the article's readable prose, in source order (a heading with no full stop is one). */
export function proseSentences(tree: Root, source: string): Sentence[] {
  return proseBlocks(tree, source).flatMap((block) =>
    sentenceRanges(block.text).map(({ from, to }) => ({
      block,
      from,
      to,
      text: block.text.slice(from, to),
    })),
  );
}
