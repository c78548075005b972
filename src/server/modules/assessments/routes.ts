// The self-assessment API (shared/endpoints/assessments.ts). Results are read, updated and deleted
// by their token alone: whoever holds the link holds the results, as with a shared document.
// Nothing here asks who you are.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AREAS } from "../../../shared/assessment/areas/index.ts";
import {
  BUSINESS_SIZES,
  BUSINESS_TYPES,
  PREMISES_AREAS,
  type Question,
} from "../../../shared/assessment/model.ts";
import { isAsked } from "../../../shared/assessment/questions-asked.ts";
import type { AssessmentInput, QuestionsQuery } from "../../../shared/contracts/assessments.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import {
  createAssessment,
  deleteAssessment,
  getAssessment,
  summariseAssessments,
  updateAssessment,
} from "./service.ts";

export const ASSESSMENT_RATE_LIMIT_MESSAGE =
  "You have sent a lot of assessments from this connection in the last hour, so we have paused new ones for you. Please try again later.";

/** New and updated answers share one hourly limit per client address. */
async function takeSubmission(limits: RateLimiter, address: string) {
  const { allowed } = await limits.take(rateLimitOf("assessment"), address);
  if (!allowed) throw new HttpError(429, ASSESSMENT_RATE_LIMIT_MESSAGE);
}

/** Rate-limited per client address; shared by the API and the form posts of the journey. */
export async function submitAssessment(
  db: Db,
  limits: RateLimiter,
  address: string,
  input: AssessmentInput,
) {
  await takeSubmission(limits, address);
  return createAssessment(db, input);
}

/** New answers for existing results, at the same address; undefined when there are none. */
export async function resubmitAssessment(
  db: Db,
  limits: RateLimiter,
  address: string,
  token: string,
  input: AssessmentInput,
) {
  await takeSubmission(limits, address);
  return updateAssessment(db, token, input);
}

/**
 * The question bank, or the part a business of this type and size is asked. Follow-up
 * questions are listed with the answer that brings them in, for a client to apply.
 */
function questionsFor(about: QuestionsQuery) {
  const areas = AREAS.filter(
    ({ id }) => !(about.businessType === "online" && PREMISES_AREAS.includes(id)),
  );
  return {
    businessTypes: [...BUSINESS_TYPES],
    businessSizes: [...BUSINESS_SIZES],
    areas: areas.map(({ id, title, questions }) => ({
      id,
      title,
      questions: questions
        // Only the type and size are known here: a follow-up is listed, with its condition.
        .filter((question) => isAsked({ ...question, askedWhen: withoutAfter(question) }, about))
        .map(({ id, text, hint, primary, askedWhen }) => ({
          id,
          text,
          hint,
          primary,
          askedAfter: askedWhen?.after
            ? { question: askedWhen.after.question, answers: [...askedWhen.after.answers] }
            : null,
        })),
    })),
  };
}

const withoutAfter = ({ askedWhen }: Question) => askedWhen && { ...askedWhen, after: undefined };

const NO_SUCH_RESULTS = "Results not found";

export const assessmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("GET /api/assessments/questions"),
    handler: async (request, reply) => {
      // The questions change only with a release.
      reply.header("cache-control", "public, max-age=300");
      return questionsFor(request.query);
    },
  });

  app.route({
    ...endpointRoute("POST /api/assessments"),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await submitAssessment(db, app.limits, clientAddress(request), request.body)),
  });

  // "Update my answers": the same body as POST, and the results stay at their address.
  app.route({
    ...endpointRoute("PUT /api/assessments/:token"),
    handler: async (request) => {
      const { token } = request.params;
      const updated = await resubmitAssessment(
        db,
        app.limits,
        clientAddress(request),
        token,
        request.body,
      );
      if (!updated) throw new HttpError(404, NO_SUCH_RESULTS);
      return updated;
    },
  });

  app.route({
    ...endpointRoute("GET /api/assessments/:token"),
    handler: async (request, reply) => {
      // Someone's own results: kept out of shared caches and the browser's history cache.
      reply.header("cache-control", "no-store");
      const result = await getAssessment(db, request.params.token);
      if (!result) throw new HttpError(404, NO_SUCH_RESULTS);
      return result;
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/assessments/:token"),
    handler: async (request, reply) => {
      if (!(await deleteAssessment(db, request.params.token))) throw notFound("Results");
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute("GET /api/admin/assessments/summary"),
    handler: async () => summariseAssessments(db),
  });
};
