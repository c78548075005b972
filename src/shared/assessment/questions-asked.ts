// Which questions a business is asked: its type and size decide some, and a few follow
// from an earlier answer ("Is it kept clear?" only after "Yes, we have one"). The browser's
// journey, the plain form posts and the API all ask through here, so they agree.
import { areaById, questionById } from "./areas/index.ts";
import type { Answer, AreaId, BusinessSize, BusinessType, Question } from "./model.ts";

export interface AskedOf {
  businessType?: BusinessType;
  businessSize?: BusinessSize;
  responses?: Record<string, Answer>;
}

/**
 * Whether `question` is asked of this business, given its answers so far. A type or size not yet
 * known rules nothing out (the question list without a business); the journey always knows both.
 */
export function isAsked(question: Question, of: AskedOf): boolean {
  const when = question.askedWhen;
  if (!when) return true;
  const { businessType: type, businessSize: size } = of;
  if (when.premises && type === "online") return false;
  if (when.sizes && size && !when.sizes.includes(size)) return false;
  if (when.types && type && !when.types.includes(type)) return false;
  if (when.after) {
    const earlier = of.responses?.[when.after.question];
    if (!(earlier && when.after.answers.includes(earlier))) return false;
    // A follow-up of a follow-up: an answer kept from before its own question went is not heard.
    const before = questionById(when.after.question);
    if (before && !isAsked(before, of)) return false;
  }
  return true;
}

/** An area's questions that this business is asked, in order. */
export const questionsAsked = (areaId: AreaId, of: AskedOf): Question[] =>
  areaById(areaId).questions.filter((question) => isAsked(question, of));

/**
 * Questions an answer on this page has just brought in, which the visitor has not yet seen: a
 * form posted without JavaScript stays on its step to ask them.
 */
export const newlyAsked = (areaId: AreaId, of: AskedOf, shown: ReadonlySet<string>): Question[] =>
  questionsAsked(areaId, of).filter(
    (question) =>
      question.askedWhen?.after && !of.responses?.[question.id] && !shown.has(question.id),
  );
