// Self-assessments: checked against the question bank, scored on the server, stored under a hash of
// an unguessable token, updated in place at the same address, read back with the dated history of
// the scores that updates replaced.
import { randomBytes } from "node:crypto";
import { count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { AREAS, QUESTION_IDS } from "../../../shared/assessment/areas/index.ts";
import { answersAsToday } from "../../../shared/assessment/earlier-answers.ts";
import { pruneDraft, stepErrors } from "../../../shared/assessment/journey.ts";
import {
  type Answer,
  type AreaId,
  answersOf,
  type BusinessSize,
  type BusinessType,
  isGap,
} from "../../../shared/assessment/model.ts";
import {
  type AreaScores,
  type AssessmentInput,
  type AssessmentSummary,
  HISTORY_KEPT,
  type StoredEarlierScores,
} from "../../../shared/contracts/assessments.ts";
import { articlePath, quickSolutionPath } from "../../../shared/permalinks.ts";
import type { Db } from "../../db/connection.ts";
import { adviceArticles, assessments, quickSolutions } from "../../db/schema.ts";
import { sha256Hex } from "../../db/sha256.ts";
import { HttpError } from "../../http/http-error.ts";
import { isPublishedArticle } from "../../lib/published-rows.ts";
import { buildGuide, guideText } from "./guide.ts";
import { type FixLinks, planFor } from "./plan.ts";
import { bandOf, scoreAreas } from "./scoring.ts";

export const NOTHING_TO_SCORE =
  "Every question you answered was 'Doesn't apply', so there is nothing to score. Answer at least one question that applies to your business.";

const hashToken = sha256Hex;

/** 24 random bytes: 192 bits, 32 characters in a URL. */
const newToken = () => randomBytes(24).toString("base64url");

/** The fixes' links, read now: the team's edits to a quick solution's bands show in results. */
async function fixLinks(db: Db): Promise<FixLinks> {
  const [solutions, articles] = await Promise.all([
    db
      .select({
        id: quickSolutions.id,
        key: quickSolutions.key,
        issue: quickSolutions.issue,
        costBand: quickSolutions.costBand,
        effortBand: quickSolutions.effortBand,
      })
      .from(quickSolutions)
      .where(isNotNull(quickSolutions.key)),
    db
      .select({ id: adviceArticles.id, title: adviceArticles.title })
      .from(adviceArticles)
      .where(isPublishedArticle),
  ]);
  const solutionByKey = new Map(solutions.map((row) => [row.key, row]));
  const articleByTitle = new Map(articles.map((row) => [row.title, row]));
  return {
    quickSolution(key) {
      const row = solutionByKey.get(key);
      return row
        ? {
            id: row.id,
            title: row.issue,
            url: quickSolutionPath(row),
            costBand: row.costBand,
            effortBand: row.effortBand,
          }
        : null;
    },
    expertArticle(title) {
      const row = articleByTitle.get(title);
      return row ? { title, href: articlePath(row) } : null;
    },
  };
}

/** The input's problems that a schema cannot see: unknown questions, unanswered primary ones. */
function checkAgainstQuestions(input: AssessmentInput) {
  const unknown = Object.keys(input.responses).filter((id) => !QUESTION_IDS.has(id));
  if (unknown.length > 0) {
    throw new HttpError(400, `Unknown question ids: ${unknown.join(", ")}`, { unknown });
  }
  const offered = new Map(
    AREAS.flatMap((area) => area.questions.map((question) => [question.id, answersOf(question)])),
  );
  const unoffered = Object.entries(input.responses).filter(
    ([id, answer]) => !offered.get(id)?.includes(answer),
  );
  if (unoffered.length > 0) {
    throw new HttpError(
      400,
      `Answer these questions with yes, no or not-sure: ${unoffered.map(([id]) => id).join(", ")}`,
      { unoffered: unoffered.map(([id]) => id) },
    );
  }
  const draft = pruneDraft({ ...input, focus: [...input.focus] });
  if (draft.focus.length === 0) {
    throw new HttpError(400, "Choose at least one area that applies to an online business");
  }
  const unanswered = draft.focus.flatMap((areaId) =>
    stepErrors(areaId, draft).map((error) => error.field),
  );
  if (unanswered.length > 0) {
    throw new HttpError(400, `Answer every primary question: ${unanswered.join(", ")}`, {
      unanswered,
    });
  }
  return draft;
}

/** Answers checked, scored and planned: what a new or updated assessment stores. */
async function assess(db: Db, input: AssessmentInput) {
  const { focus, responses } = checkAgainstQuestions(input);
  const { scores, overallScore } = scoreAreas(focus, responses);
  if (overallScore === null) throw new HttpError(400, NOTHING_TO_SCORE);
  const { recommendations, firstSteps } = planFor(input, focus, responses, await fixLinks(db));
  const stored = {
    businessType: input.businessType,
    businessSize: input.businessSize,
    focus,
    responses,
    scores,
    overallScore,
    // A snapshot of the plan as first given; reading results works it out again (planFor), so
    // the team's later edits to Quick Solutions show.
    recommendations,
  };
  return { stored, answer: { overallScore, scores, recommendations, firstSteps } };
}

export async function createAssessment(db: Db, input: AssessmentInput) {
  const { stored, answer } = await assess(db, input);
  const previous = input.previousToken ? await findByToken(db, input.previousToken) : undefined;
  const token = newToken();
  await db
    .insert(assessments)
    .values({ ...stored, tokenHash: hashToken(token), previousId: previous?.id ?? null });
  return { token, ...answer };
}

/**
 * New answers for the results at `token`, kept at the same address: the scores they replace go
 * into the dated history. Undefined when there are no such results.
 */
export async function updateAssessment(db: Db, token: string, input: AssessmentInput) {
  const { stored, answer } = await assess(db, input);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(assessments)
      .where(eq(assessments.tokenHash, hashToken(token)))
      .for("update");
    if (!row) return false;
    const replaced: StoredEarlierScores = {
      overallScore: row.overallScore,
      scores: row.scores as AreaScores,
      assessedAt: row.updatedAt.toISOString(),
    };
    await tx
      .update(assessments)
      .set({
        ...stored,
        updatedAt: sql`now()`,
        history: [replaced, ...row.history].slice(0, HISTORY_KEPT),
      })
      .where(eq(assessments.id, row.id));
    return true;
  });
  return updated ? { token, ...answer } : undefined;
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(eq(assessments.tokenHash, hashToken(token)));
  return row;
}

/** Earlier scores, newest first: those updates replaced, then results this one followed on from. */
async function historyOf(db: Db, row: typeof assessments.$inferSelect) {
  const kept = row.history.map((entry) => ({
    overallScore: entry.overallScore,
    scores: entry.scores,
    assessedAt: new Date(entry.assessedAt),
  }));
  const [followed] = row.previousId
    ? await db
        .select({
          overallScore: assessments.overallScore,
          scores: assessments.scores,
          assessedAt: assessments.updatedAt,
        })
        .from(assessments)
        .where(eq(assessments.id, row.previousId))
    : [];
  const earlier = followed ? [{ ...followed, scores: followed.scores as AreaScores }] : [];
  return [...kept, ...earlier].slice(0, HISTORY_KEPT);
}

export async function getAssessment(db: Db, token: string) {
  const row = await findByToken(db, token);
  if (!row) return undefined;
  const history = await historyOf(db, row);
  const focus = row.focus as AreaId[];
  // Answers kept from before a question was split are read as today's questions hear them.
  const responses = answersAsToday(row.responses as Record<string, Answer>);
  const about = {
    businessType: row.businessType as BusinessType,
    businessSize: row.businessSize as BusinessSize,
  };
  const guide = buildGuide(focus, responses, about);
  const last = history[0];
  return {
    token,
    ...about,
    focus,
    responses,
    scores: row.scores as AreaScores,
    overallScore: row.overallScore,
    band: bandOf(row.overallScore),
    // Worked out again from the answers, so today's quick solutions and plan rules apply.
    ...planFor(about, focus, responses, await fixLinks(db)),
    guide,
    guideText: guideText(guide),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    previous: last
      ? { overallScore: last.overallScore, scores: last.scores, createdAt: last.assessedAt }
      : null,
    history,
  };
}

export async function deleteAssessment(db: Db, token: string): Promise<boolean> {
  const deleted = await db
    .delete(assessments)
    .where(eq(assessments.tokenHash, hashToken(token)))
    .returning({ id: assessments.id });
  return deleted.length > 0;
}

const COMMON_GAPS_SHOWN = 10;

/** For the editors: how many, how well each area does, and the gaps most often left open. */
export async function summariseAssessments(db: Db): Promise<AssessmentSummary> {
  const [totals] = await db.select({ count: count() }).from(assessments);
  const rows = await db
    .select({
      focus: assessments.focus,
      scores: assessments.scores,
      overallScore: assessments.overallScore,
      responses: assessments.responses,
    })
    .from(assessments)
    .orderBy(desc(assessments.createdAt));
  const average = (values: number[]) =>
    values.length === 0
      ? null
      : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const questionArea = new Map(
    AREAS.flatMap((area) => area.questions.map((question) => [question.id, { area, question }])),
  );
  const gapCounts = new Map<string, number>();
  for (const row of rows) {
    const responses = answersAsToday(row.responses as Record<string, Answer>);
    for (const [questionId, answer] of Object.entries(responses)) {
      const question = questionArea.get(questionId)?.question;
      if (question && isGap(question, answer))
        gapCounts.set(questionId, (gapCounts.get(questionId) ?? 0) + 1);
    }
  }
  return {
    count: totals?.count ?? 0,
    averageOverall: average(rows.map((row) => row.overallScore)),
    areas: AREAS.map((area) => {
      const scored = rows
        .map((row) => (row.scores as AreaScores)[area.id])
        .filter((score): score is number => typeof score === "number");
      return {
        id: area.id,
        title: area.title,
        assessed: rows.filter((row) => row.focus.includes(area.id)).length,
        averageScore: average(scored),
      };
    }),
    commonGaps: [...gapCounts]
      .flatMap(([questionId, gaps]) => {
        const found = questionArea.get(questionId);
        return found
          ? [{ questionId, question: found.question.text, areaId: found.area.id, count: gaps }]
          : [];
      })
      .sort((a, b) => b.count - a.count || a.questionId.localeCompare(b.questionId))
      .slice(0, COMMON_GAPS_SHOWN),
  };
}
