// readability: a reading age above 14 (./reading-age.ts) makes an article hard going for many
// readers, including many people with learning disabilities or dyslexia, and anyone reading in a
// second language.
import { quote } from "./quote.ts";
import { isHardGoing, READING_AGE_MOST, readingAgeOfGrade } from "./reading-age.ts";
import { type GradedSentence, gradedSentences, overallGrade } from "./reading-grade.ts";
import type { Rule } from "./types.ts";

export const readability: Rule = (tree, source) => {
  const sentences = gradedSentences(tree, source);
  const grade = overallGrade(sentences);
  if (grade === null) return [];
  const age = readingAgeOfGrade(grade);
  if (!isHardGoing(age)) return [];
  // Short headings score oddly high on their own, so name sentences from paragraphs when there are any.
  const prose = sentences.filter((sentence) => sentence.block.node.type === "paragraph");
  const hardest = [...(prose.length > 0 ? prose : sentences)]
    .sort((a, b) => b.grade - a.grade)
    .slice(0, 3);
  const [first] = hardest as [GradedSentence];
  const names = hardest.map((sentence) => quote(sentence.text.replace(/\.+$/, "")));
  return [
    {
      rule: "readability",
      message: `This article has a reading age of ${age}, so many readers will find it hard going. ${names.length === 1 ? "The hardest sentence is" : "The hardest sentences are"} ${listOf(names)}.`,
      fix: `Aim for a reading age of ${READING_AGE_MOST} or below. Split long sentences in two, and swap long words for short everyday ones. Start with the hardest sentences.`,
      ...first.block.sentenceSpan(first.from, first.to),
    },
  ];
};

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
