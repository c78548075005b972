// all-caps: text in capitals is harder to read (words lose their shape), feels like shouting,
// and some screen readers spell it out letter by letter. Acronyms are fine: a run only counts
// when it has three capitalised words, or is a whole sentence, and is not just acronyms.
import { quote } from "./quote.ts";
import { proseSentences } from "./sentences.ts";
import type { Finding, Rule } from "./types.ts";
import { type Word, wordsIn } from "./words.ts";

const ACRONYMS = new Set(
  "UK GB EU UN US USA NHS BSL EHRC PDF WCAG AA AAA ATAG HTML CSS URL FAQ DWP HMRC ACAS RNIB RNID CCTV BBC ID IT HR GP OK PIP SEN SEND ADHD ASD COVID QR TV PA BS ISO CEO LGBTQ".split(
    " ",
  ),
);

const RUN = 3;

type Kind = "capitals" | "neutral" | "lower";

/** Numbers and lone capitals ("I", "A") neither count towards a run nor break one. */
function kindOf(word: string): Kind {
  if (/\p{Ll}/u.test(word)) return "lower";
  return (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2 ? "capitals" : "neutral";
}

const onlyAcronyms = (words: Word[]) => words.every(({ word }) => ACRONYMS.has(word));

export const allCaps: Rule = (tree, source) =>
  proseSentences(tree, source).flatMap(({ block, from, to, text }) => {
    const words = wordsIn(text).map((word) => ({ ...word, kind: kindOf(word.word) }));
    const capitals = words.filter((word) => word.kind === "capitals");
    const found: { words: Word[]; wholeSentence: boolean }[] = [];
    if (capitals.length >= 2 && words.every((word) => word.kind !== "lower")) {
      found.push({ words: capitals, wholeSentence: true });
    } else {
      for (const run of runsOf(words)) found.push({ words: run, wholeSentence: false });
    }
    return found
      .filter((shout) => !onlyAcronyms(shout.words))
      .map(({ words: shouted, wholeSentence }): Finding => {
        const first = shouted[0] as Word;
        const last = shouted[shouted.length - 1] as Word;
        // A whole sentence is selected as one, with its full stop and any markup around it, as
        // the readability check selects one; a run of words within a sentence is just those words.
        const span = wholeSentence
          ? block.sentenceSpan(from, to)
          : block.span(from + first.from, from + last.to);
        const quoted = quote(text.slice(first.from, last.to));
        return {
          rule: "all-caps",
          message: wholeSentence
            ? `The sentence ${quoted} is all in capitals, which reads like shouting and is harder to read.`
            : `The words ${quoted} are in capitals, which reads like shouting and is harder to read.`,
          fix: `Write ${wholeSentence ? "it" : "them"} in ordinary sentence case, keeping capitals for acronyms such as BSL. If something needs to stand out, make it bold instead.`,
          ...span,
        };
      });
  });

/** Runs of three or more capitalised words, unbroken by any word with a small letter. */
function runsOf(words: (Word & { kind: Kind })[]): Word[][] {
  const runs: Word[][] = [];
  let run: Word[] = [];
  for (const word of [...words, { word: "", from: 0, to: 0, kind: "lower" as const }]) {
    if (word.kind === "capitals") run.push(word);
    else if (word.kind === "lower") {
      if (run.length >= RUN) runs.push(run);
      run = [];
    }
  }
  return runs;
}
