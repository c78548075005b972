// plain-words: formal words and wordy phrases slow every reader down, and shut some out.
// The list itself is data, in plain-words.ts.
import { type PlainWord, plainWords } from "./plain-words.ts";
import { proseBlocks } from "./prose.ts";
import { quote } from "./quote.ts";
import type { Finding, Rule } from "./types.ts";

interface Matcher extends PlainWord {
  pattern: RegExp;
}

// Lookarounds rather than \b, so accented letters and apostrophes count as part of a word.
const NOT_WORD = "[\\p{L}\\p{N}'’-]";

/** A phrase matches as written (any spacing); a single word also with its usual endings. */
function formsOf(word: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (/\s/.test(word)) return escaped.split(/\s+/).join("\\s+");
  return word.endsWith("e")
    ? `${escaped.slice(0, -1)}(?:e|es|ed|ing)`
    : `${escaped}(?:s|es|ed|ing)?`;
}

const matchers: Matcher[] = plainWords.map((entry) => ({
  ...entry,
  pattern: new RegExp(`(?<!${NOT_WORD})${formsOf(entry.word)}(?!${NOT_WORD})`, "giu"),
}));

export const plainWordsRule: Rule = (tree, source) =>
  proseBlocks(tree, source).flatMap((block) => {
    const found = matchers
      .flatMap((matcher) =>
        [...block.text.matchAll(matcher.pattern)].map((match) => ({
          matcher,
          text: match[0],
          from: match.index,
          to: match.index + match[0].length,
        })),
      )
      .sort((a, b) => a.from - b.from || b.to - a.to);
    const checks: Finding[] = [];
    let reached = -1;
    for (const { matcher, text, from, to } of found) {
      if (from < reached) continue; // one check per place, even if two entries overlap
      reached = to;
      const inflected = text.toLowerCase() !== matcher.word.toLowerCase();
      checks.push({
        rule: "plain-words",
        message: `${/\s/.test(text) ? `The phrase ${quote(text)} uses more words` : `The word ${quote(text)} is more formal`} than it needs to. Everyday words are quicker to read and easier to understand.`,
        fix: `Try ${quote(matcher.instead)} instead${inflected ? ", changing its ending to fit the sentence" : ""}.`,
        ...block.span(from, to),
      });
    }
    return checks;
  });
