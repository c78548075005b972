// Self-assessments: checked against the question bank, scored on the server, stored under a hash of
// an unguessable token, read back with the change since the assessment they updated.
import { randomBytes } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import { adviceSearchHref } from "../../../shared/advice-links.ts";
import { AREAS, QUESTION_IDS } from "../../../shared/assessment/areas/index.ts";
import { pruneDraft, stepErrors } from "../../../shared/assessment/journey.ts";
import {
  type Answer,
  type AreaId,
  GAP_ANSWERS,
  type LearnMore,
} from "../../../shared/assessment/model.ts";
import type {
  AreaScores,
  AssessmentInput,
  AssessmentSummary,
  Recommendation,
} from "../../../shared/contracts/assessments.ts";
import type { Db } from "../../db/connection.ts";
import { adviceArticles, assessments, quickSolutions } from "../../db/schema.ts";
import { sha256Hex } from "../../lib/sha256.ts";
import { HttpError } from "../../plugins/errors.ts";
import { isPublished } from "../advice/service.ts";
import { buildGuide, guideText } from "./guide.ts";
import { bandOf, type LinkResolver, recommendationsFor, scoreAreas } from "./scoring.ts";

export const NOTHING_TO_SCORE =
  "Every question you answered was 'Doesn't apply', so there is nothing to score. Answer at least one question that applies to your business.";

const hashToken = sha256Hex;

/** 24 random bytes: 192 bits, 32 characters in a URL. */
const newToken = () => randomBytes(24).toString("base64url");

/** The questions' links, pointed at what this site holds now; a removed item falls back to its tab. */
async function linkResolver(db: Db): Promise<LinkResolver> {
  const [solutions, articles] = await Promise.all([
    db.select({ title: quickSolutions.issue }).from(quickSolutions),
    db.select({ title: adviceArticles.title }).from(adviceArticles).where(isPublished),
  ]);
  const solutionTitles = new Set(solutions.map((row) => row.title));
  const articleTitles = new Set(articles.map((row) => row.title));
  return (learnMore: LearnMore) => {
    if ("quickSolution" in learnMore) {
      const title = learnMore.quickSolution;
      return solutionTitles.has(title)
        ? { title, href: adviceSearchHref("quick-solutions", title) }
        : { title: "Quick Solutions", href: "/advice-and-solutions" };
    }
    const title = learnMore.expertArticle;
    return articleTitles.has(title)
      ? { title, href: adviceSearchHref("expert-articles", title) }
      : { title: "Expert Articles", href: "/advice-and-solutions?tab=expert-articles" };
  };
}

/** The input's problems that a schema cannot see: unknown questions, unanswered primary ones. */
function checkAgainstQuestions(input: AssessmentInput) {
  const unknown = Object.keys(input.responses).filter((id) => !QUESTION_IDS.has(id));
  if (unknown.length > 0) {
    throw new HttpError(400, `Unknown question ids: ${unknown.join(", ")}`, { unknown });
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

export async function createAssessment(db: Db, input: AssessmentInput) {
  const { focus, responses } = checkAgainstQuestions(input);
  const { scores, overallScore } = scoreAreas(focus, responses);
  if (overallScore === null) throw new HttpError(400, NOTHING_TO_SCORE);
  const recommendations = recommendationsFor(focus, responses, await linkResolver(db));
  const previous = input.previousToken ? await findByToken(db, input.previousToken) : undefined;
  const token = newToken();
  await db.insert(assessments).values({
    tokenHash: hashToken(token),
    previousId: previous?.id ?? null,
    businessType: input.businessType,
    businessSize: input.businessSize,
    focus,
    responses,
    scores,
    overallScore,
    recommendations,
  });
  return { token, overallScore, scores, recommendations };
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(eq(assessments.tokenHash, hashToken(token)));
  return row;
}

export async function getAssessment(db: Db, token: string) {
  const row = await findByToken(db, token);
  if (!row) return undefined;
  const [previous] = row.previousId
    ? await db
        .select({
          overallScore: assessments.overallScore,
          scores: assessments.scores,
          createdAt: assessments.createdAt,
        })
        .from(assessments)
        .where(eq(assessments.id, row.previousId))
    : [];
  const focus = row.focus as AreaId[];
  const responses = row.responses as Record<string, Answer>;
  const guide = buildGuide(focus, responses);
  return {
    token,
    businessType: row.businessType as AssessmentInput["businessType"],
    businessSize: row.businessSize as AssessmentInput["businessSize"],
    focus,
    responses,
    scores: row.scores as AreaScores,
    overallScore: row.overallScore,
    band: bandOf(row.overallScore),
    recommendations: row.recommendations as Recommendation[],
    guide,
    guideText: guideText(guide),
    createdAt: row.createdAt,
    previous: previous ? { ...previous, scores: previous.scores as AreaScores } : null,
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
  const gapCounts = new Map<string, number>();
  for (const row of rows) {
    for (const [questionId, answer] of Object.entries(row.responses as Record<string, Answer>)) {
      if (GAP_ANSWERS.includes(answer))
        gapCounts.set(questionId, (gapCounts.get(questionId) ?? 0) + 1);
    }
  }
  const questionArea = new Map(
    AREAS.flatMap((area) => area.questions.map((question) => [question.id, { area, question }])),
  );
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
