// The self-assessment's question bank against the seeded content: every gap it finds must link
// to a quick solution or expert article that exists, and the bank must be the size
// docs/product.md#self-assessment describes (6 to 10 questions an area, at least 40 in all).
// Pure: it reads the seed arrays, not a database.
import { describe, expect, it } from "vitest";
import { AREAS, QUESTION_IDS } from "../../../shared/assessment/areas/index.ts";
import { AREA_IDS, GUIDE_SECTIONS } from "../../../shared/assessment/model.ts";
import { FIXES, fixOf } from "../../modules/assessments/fixes/index.ts";
import { articleSeeds } from "./articles.ts";
import { quickSolutionSeeds } from "./quick-solutions.ts";

const questions = AREAS.flatMap((area) => area.questions.map((question) => ({ area, question })));

describe("the self-assessment question bank", () => {
  it("has every area once, in the model's order", () => {
    expect(AREAS.map((area) => area.id)).toEqual([...AREA_IDS]);
  });

  it("has unique, stable ids prefixed by their area", () => {
    const ids = questions.map(({ question }) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { area, question } of questions) {
      expect(question.id).toMatch(new RegExp(`^${area.id}\\.[a-z0-9]+(-[a-z0-9]+)*$`));
    }
  });

  it("asks 6 to 10 questions per area, at least 3 of them primary, and 40 or more in all", () => {
    for (const area of AREAS) {
      expect(area.questions.length, area.id).toBeGreaterThanOrEqual(6);
      // A finding only asks what there is, so the questions after it fit; it is not scored.
      const scored = area.questions.filter((question) => !question.finding);
      expect(scored.length, area.id).toBeLessThanOrEqual(10);
      const primary = area.questions.filter((question) => question.primary).length;
      expect(primary, area.id).toBeGreaterThanOrEqual(3);
    }
    expect(questions.length).toBeGreaterThanOrEqual(40);
    // Roughly 60% primary: the basics, with room for further steps a business may skip.
    const share = questions.filter(({ question }) => question.primary).length / questions.length;
    expect(share).toBeGreaterThanOrEqual(0.5);
    expect(share).toBeLessThanOrEqual(0.7);
  });

  it("writes each question as one question, with a hint and a fix", () => {
    for (const { question } of questions) {
      expect(question.text, question.id).toMatch(/^[A-Z][^?]*\?$/);
      expect(question.hint.trim(), question.id).not.toBe("");
      // A finding's No is no gap, so it has nothing to fix.
      const { action } = fixOf(question.id).fix;
      if (question.finding) expect(action, question.id).toBeUndefined();
      else expect(action?.trim(), question.id).toMatch(/\.$/);
    }
  });

  it("follows each finding with a question its Yes brings in, and gives it no Partly", () => {
    for (const area of AREAS) {
      for (const finding of area.questions.filter((question) => question.finding)) {
        const next = area.questions.filter((q) => q.askedWhen?.after?.question === finding.id);
        expect(next.length, finding.id).toBeGreaterThan(0);
        expect(fixOf(finding.id).guide?.partly, finding.id).toBeUndefined();
      }
    }
  });

  it("links every fix to a seeded quick solution, by its key, and any article by its title", () => {
    const keys = new Set(quickSolutionSeeds.map((seed) => seed.key));
    const titles = new Set(articleSeeds.map((article) => article.title));
    for (const { question } of questions) {
      const { fix } = fixOf(question.id);
      expect(keys.has(fix.quickSolution), `${question.id}: ${fix.quickSolution}`).toBe(true);
      const article = fix.expertArticle;
      if (article) expect(titles.has(article), `${question.id}: ${article}`).toBe(true);
    }
  });

  it("gives every question a fix, a check and nothing else", () => {
    for (const { question } of questions)
      expect(fixOf(question.id).check, question.id).toMatch(/\.$/);
    expect(Object.keys(FIXES).filter((id) => !QUESTION_IDS.has(id))).toEqual([]);
  });

  it("keys every seeded quick solution once", () => {
    const keys = quickSolutionSeeds.map((seed) => seed.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("asks a follow-up only after an earlier question of its own area", () => {
    for (const area of AREAS) {
      area.questions.forEach((question, index) => {
        const after = question.askedWhen?.after;
        if (!after) return;
        const earlier = area.questions.findIndex((candidate) => candidate.id === after.question);
        expect(earlier, question.id).toBeGreaterThanOrEqual(0);
        expect(earlier, question.id).toBeLessThan(index);
      });
    }
  });

  it("defines only words that appear in the question", () => {
    for (const { question } of questions) {
      for (const { term, meaning } of question.definitions ?? []) {
        expect(question.text.toLowerCase(), `${question.id}: ${term}`).toContain(
          term.toLowerCase(),
        );
        expect(meaning.trim(), `${question.id}: ${term}`).toMatch(/\.$/);
      }
    }
  });

  it("gives the draft guide at least one sentence for every section", () => {
    const used = new Set<string>();
    for (const { question } of questions) {
      const { guide } = fixOf(question.id);
      if (!guide) continue;
      const sentences = [guide.yes, guide.partly, guide.no].filter((text) => text !== undefined);
      expect(sentences.length, question.id).toBeGreaterThan(0);
      for (const sentence of sentences) {
        // Placeholders are balanced square brackets, and each sentence ends as a sentence.
        expect(sentence, question.id).toMatch(/^[^[\]]*(\[[^[\]]+\][^[\]]*)*[.!]$/);
      }
      used.add(guide.section);
    }
    expect([...used].sort()).toEqual(GUIDE_SECTIONS.map((section) => section.id).sort());
  });
});
