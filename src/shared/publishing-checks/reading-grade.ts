// Flesch–Kincaid grade level: roughly the years of US school a reader needs to follow the text
// easily. The team sees it as a UK reading age (./reading-age.ts), never as a grade.
import type { Root } from "mdast";
import { parseMarkdown } from "../markdown/parse.ts";
import { proseSentences, type Sentence } from "./sentences.ts";
import { syllablesIn, wordsIn } from "./words.ts";

interface Counts {
  words: number;
  sentences: number;
  syllables: number;
}

export interface GradedSentence extends Sentence {
  counts: Counts;
  grade: number;
}

export function fleschKincaid({ words, sentences, syllables }: Counts): number {
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/** Each sentence of the readable prose with its own grade (as if it stood alone). */
export function gradedSentences(tree: Root, source: string): GradedSentence[] {
  return proseSentences(tree, source).flatMap((sentence) => {
    const words = wordsIn(sentence.text);
    if (words.length === 0) return [];
    const syllables = words.reduce((total, { word }) => total + syllablesIn(word), 0);
    const counts = { words: words.length, sentences: 1, syllables };
    return [{ ...sentence, counts, grade: fleschKincaid(counts) }];
  });
}

/** The grade of the whole, to one decimal; null when there are no sentences. */
export function overallGrade(sentences: readonly GradedSentence[]): number | null {
  if (sentences.length === 0) return null;
  const total = { words: 0, sentences: sentences.length, syllables: 0 };
  for (const { counts } of sentences) {
    total.words += counts.words;
    total.syllables += counts.syllables;
  }
  return Math.round(fleschKincaid(total) * 10) / 10;
}

export function readingGrade(markdown: string): number | null {
  return readingGradeOf(parseMarkdown(markdown), markdown);
}

export function readingGradeOf(tree: Root, markdown: string): number | null {
  return overallGrade(gradedSentences(tree, markdown));
}
