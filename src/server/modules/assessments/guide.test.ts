// The draft guide a business publishes must read as one voice, whichever answers it
// gives. "How to ask for help" once gave the same contact sentence twice (the answer's and the
// one every guide ends with); no section may say anything twice, or nearly twice.
import { describe, expect, it } from "vitest";
import { AREAS } from "../../../shared/assessment/areas/index.ts";
import { type Answer, AREA_IDS, GUIDE_SECTIONS } from "../../../shared/assessment/model.ts";
import { fixOf } from "./fixes/index.ts";
import { buildGuide, type GuideSection } from "./guide.ts";

const GUIDE_ANSWERS = ["yes", "partly", "no"] as const satisfies readonly Answer[];

const questions = AREAS.flatMap((area) => area.questions);

const throughout = (answer: Answer): Record<string, Answer> =>
  Object.fromEntries(questions.map((question) => [question.id, answer]));

// Little words every sentence shares; what is left says what a sentence is about.
const LITTLE_WORDS = new Set(
  "a about all an and any are as at be by can for from has have if in is it its of on or our so that the their there this to us we will with you your".split(
    " ",
  ),
);

/** The words that carry meaning, a placeholder ("[phone number]") counting as one word. */
const wordsOf = (sentence: string) =>
  (sentence.toLowerCase().match(/\[[^\]]*\]|[a-z][a-z'-]*/g) ?? []).filter(
    (word) => !LITTLE_WORDS.has(word),
  );

/** Each run of three such words. */
function phrasesOf(sentence: string): Set<string> {
  const words = wordsOf(sentence);
  return new Set(
    words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`),
  );
}

/**
 * Two sentences are near-repeats when they share a phrase of three such words: the old "please
 * contact us on [phone number] or at [e-mail address] before your visit" beside "contact us on
 * [phone number] or [e-mail address] and we will do our best to help" shared "contact [phone
 * number] [e-mail address]", and two "call us on [phone number]" offers in one section read as one said twice.
 */
function nearRepeat(first: string, second: string): boolean {
  const theirs = phrasesOf(second);
  return [...phrasesOf(first)].some((phrase) => theirs.has(phrase));
}

/** Every pair of sentences in one section that repeat each other, exactly or nearly. */
function repeats(sections: readonly GuideSection[]): string[][] {
  const found: string[][] = [];
  for (const { id, sentences } of sections) {
    sentences.forEach((first, index) => {
      for (const second of sentences.slice(index + 1)) {
        if (first === second || nearRepeat(first, second)) found.push([id, first, second]);
      }
    });
  }
  return found;
}

const guideFor = (responses: Record<string, Answer>) => buildGuide([...AREA_IDS], responses);

describe("the draft accessibility guide", () => {
  it.each(GUIDE_ANSWERS)(
    "says nothing twice in any section when every answer is '%s'",
    (answer) => {
      const guide = guideFor(throughout(answer));
      expect(guide.length).toBeGreaterThan(0);
      expect(repeats(guide)).toEqual([]);
    },
  );

  it("says nothing about a question the business is not asked, even from answers kept before", () => {
    const sentence = fixOf("inside.changing-places").guide?.yes ?? "";
    expect(sentence).not.toBe("");
    const responses = {
      "inside.large-public-building": "yes",
      "inside.changing-places": "yes",
    } as const;
    const text = (about: Parameters<typeof buildGuide>[2]) =>
      buildGuide(["inside"], responses, about).flatMap((section) => section.sentences);
    expect(text({ businessType: "venue", businessSize: "250+" })).toContain(sentence);
    // An office is not a building the guidance names, whatever its size.
    expect(text({ businessType: "office", businessSize: "250+" })).not.toContain(sentence);
  });

  it("says nothing twice in any section, whichever two of its questions are answered and how", () => {
    // A repeat is always between two sentences, so every pair of questions that write to the
    // same section, with every pair of answers, covers every guide a business could get.
    const found = new Set<string>();
    for (const { id: section } of GUIDE_SECTIONS) {
      const writers = questions.filter((question) => fixOf(question.id).guide?.section === section);
      for (const [index, first] of writers.entries()) {
        for (const second of writers.slice(index)) {
          for (const a of GUIDE_ANSWERS) {
            for (const b of GUIDE_ANSWERS) {
              for (const pair of repeats(guideFor({ [first.id]: a, [second.id]: b }))) {
                found.add(pair.join(" | "));
              }
            }
          }
        }
      }
    }
    expect([...found]).toEqual([]);
  });

  it("gives the phone number and e-mail address once under 'How to ask for help', whatever the answers", () => {
    const writers = questions.filter((question) => fixOf(question.id).guide?.section === "help");
    expect(writers.length).toBeGreaterThan(1);
    // Every combination of the section's own questions' answers, unanswered included.
    let combinations: Record<string, Answer>[] = [{}];
    for (const question of writers) {
      combinations = combinations.flatMap((responses) => [
        responses,
        ...GUIDE_ANSWERS.map((answer) => ({ ...responses, [question.id]: answer })),
      ]);
    }
    for (const responses of combinations) {
      const help = guideFor(responses).find((section) => section.id === "help");
      const sentences = help?.sentences ?? [];
      for (const placeholder of ["[phone number]", "[e-mail address]"]) {
        const giving = sentences.filter((sentence) => sentence.includes(placeholder));
        expect(giving, `${JSON.stringify(responses)}: ${placeholder}`).toHaveLength(1);
      }
    }
  });
});
