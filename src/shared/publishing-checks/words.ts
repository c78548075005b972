// Words and syllables, for the reading grade and the word counts.
import { syllable } from "syllable";

export interface Word {
  word: string;
  from: number;
  to: number;
}

// Letters or digits, kept together across apostrophes, hyphens and inner dots (don't,
// sensory-friendly, £1.50, e.g) so each counts as one word.
const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

export function wordsIn(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    from: match.index,
    to: match.index + match[0].length,
  }));
}

/** At least one: `syllable` gives numbers none, but "2010" still takes time to read. */
export function syllablesIn(word: string): number {
  return Math.max(1, syllable(word));
}
