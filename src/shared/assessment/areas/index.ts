// The question bank, one area per file, in the order the journey asks them. What each question
// leads to is the server's (server/modules/assessments/fixes/), so the browser never loads it.
import type { Area, AreaId, Question } from "../model.ts";
import { communication } from "./communication.ts";
import { digital } from "./digital.ts";
import { employment } from "./employment.ts";
import { gettingThere } from "./getting-there.ts";
import { inside } from "./inside.ts";
import { service } from "./service.ts";

export const AREAS: readonly Area[] = [
  gettingThere,
  inside,
  communication,
  digital,
  service,
  employment,
];

const byId = new Map(AREAS.map((area) => [area.id, area]));

/** Every question's id, across the areas. */
export const QUESTION_IDS: ReadonlySet<string> = new Set(
  AREAS.flatMap((area) => area.questions.map((question) => question.id)),
);

const questionsById = new Map(
  AREAS.flatMap((area) => area.questions.map((question) => [question.id, question])),
);

/** A question by its id, from any area. */
export const questionById = (id: string): Question | undefined => questionsById.get(id);

export function areaById(id: AreaId): Area {
  const area = byId.get(id);
  if (!area) throw new Error(`No self-assessment area '${id}'`);
  return area;
}
