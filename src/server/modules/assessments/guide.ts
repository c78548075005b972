// The draft accessibility guide a business can publish, built from its answers: the sentences the
// question bank gives for each answer, grouped by section, with placeholders in square brackets for
// facts a questionnaire cannot know.
import { type Answer, type AreaId, GUIDE_SECTIONS } from "../../../shared/assessment/model.ts";
import { type AskedOf, questionsAsked } from "../../../shared/assessment/questions-asked.ts";
import { fixOf } from "./fixes/index.ts";

export interface GuideSection {
  id: (typeof GUIDE_SECTIONS)[number]["id"];
  title: string;
  sentences: string[];
}

/** Always present, so every guide says how to ask for help. */
const HELP_FALLBACK =
  "If you have any questions about access, or would like help during your visit, contact us on [phone number] or [e-mail address] and we will do our best to help.";

export function buildGuide(
  focus: readonly AreaId[],
  responses: Record<string, Answer>,
  /**
   * Who answered: results kept from before the questions asked depended on the business's type
   * and size may hold answers no longer asked.
   */
  about: Omit<AskedOf, "responses"> = {},
): GuideSection[] {
  const sections = GUIDE_SECTIONS.map(({ id, title }) => ({
    id,
    title,
    sentences: [] as string[],
  }));
  for (const areaId of focus) {
    for (const question of questionsAsked(areaId, { ...about, responses })) {
      const answer = responses[question.id];
      const guide = fixOf(question.id).guide;
      if (!guide || (answer !== "yes" && answer !== "partly" && answer !== "no")) continue;
      const sentence = guide[answer];
      if (sentence)
        sections.find((section) => section.id === guide.section)?.sentences.push(sentence);
    }
  }
  const help = sections.find((section) => section.id === "help");
  help?.sentences.push(HELP_FALLBACK);
  return sections.filter((section) => section.sentences.length > 0);
}

/** The guide as plain text, for the download and the Copy button. */
export function guideText(sections: readonly GuideSection[]): string {
  const heading = "Accessibility guide for [your business name]";
  const body = sections.map(
    (section) =>
      `${section.title}\n${"-".repeat(section.title.length)}\n${section.sentences.join("\n\n")}`,
  );
  const note =
    "This is a draft. Replace every part in [square brackets] with your own details, check each sentence is true, and publish it where visitors plan their trip.";
  return `${heading}\n${"=".repeat(heading.length)}\n\n${note}\n\n${body.join("\n\n")}\n`;
}
