// The self-assessment without JavaScript: each step is a plain form post to the page's
// own address. The server reads the whole draft from the form (earlier answers ride along in
// hidden fields), runs the same journey rules as the browser, and renders the next step, or
// stores the results (at the same address, when updating them) and redirects to them. Deleting
// and the guide's download work the same way.
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ASSESSMENT_DELETED_PATH } from "../../../shared/api-paths.ts";
import {
  advance,
  type JourneyState,
  journeyTitle,
  readStepForm,
  type Submission,
} from "../../../shared/assessment/journey.ts";
import { JOURNEY_STATE_KEY } from "../../../shared/assessment/journey-state-key.ts";
import { assessmentToken, tokenParams } from "../../../shared/contracts/assessments.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { FormBody } from "../../http/form-post.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { formRouteOptions } from "../../render/form-route.ts";
import type { RenderPage } from "../../render/pages.ts";
import { resubmitAssessment, submitAssessment } from "./routes.ts";
import { deleteAssessment, getAssessment } from "./service.ts";

/**
 * "Update my answers" keeps the results at their address, as the browser's journey does; results
 * deleted meanwhile, or a token that was never one, are made again at a new address.
 */
async function saveResults(
  db: Db,
  limits: RateLimiter,
  address: string,
  { draft }: { draft: Submission },
) {
  const { previousToken, ...answers } = draft;
  const updatable = previousToken && assessmentToken.safeParse(previousToken).success;
  const updated = updatable
    ? await resubmitAssessment(db, limits, address, previousToken, answers)
    : undefined;
  return updated ?? submitAssessment(db, limits, address, answers);
}

export const assessmentFormRoutes: FastifyPluginAsyncZod<{
  db: Db;
  renderPage: RenderPage;
}> = async (app, { db, renderPage }) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);

  app.route({
    ...formRouteOptions("POST /api/assessments"),
    handler: async (request, reply) => {
      const { step, action, draft, returnToCheck, shown } = readStepForm(
        (request.body ?? {}) as FormBody,
      );
      const transition = advance(step, action, draft, returnToCheck, shown);
      let state: JourneyState;
      let status = 200;
      if (transition.to === "submit") {
        try {
          const { token } = await saveResults(db, app.limits, clientAddress(request), transition);
          return reply.redirect(pagePath(PAGE_PATHS.selfAssessmentResults, { token }), 303);
        } catch (error) {
          // "Nothing applies" and the hourly limit are told on the check page, in its words.
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          state = {
            step: "check",
            draft,
            errors: [{ field: "submit", message: error.message }],
            returnToCheck: false,
          };
          status = error.statusCode;
        }
      } else {
        state = { ...transition, draft };
        if (transition.errors.length > 0) status = 400;
      }
      return renderPage(request, reply, {
        initialData: [{ queryKey: JOURNEY_STATE_KEY, data: state }],
        status,
        title: journeyTitle(state),
      });
    },
  });

  app.route({
    ...formRouteOptions("DELETE /api/assessments/:token"),
    handler: async (request, reply) => {
      await deleteAssessment(db, tokenParams.parse(request.params).token);
      return reply.redirect(ASSESSMENT_DELETED_PATH, 303);
    },
  });

  app.get(
    PAGE_PATHS.selfAssessmentGuide,
    { schema: { params: tokenParams } },
    async (request, reply) => {
      const result = await getAssessment(db, request.params.token);
      if (!result) throw new HttpError(404, "Results not found");
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", 'attachment; filename="accessibility-guide.txt"')
        .type("text/plain; charset=utf-8")
        .send(result.guideText);
    },
  );
};
