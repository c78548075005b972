// The self-assessment without JavaScript: each step is a plain form post to the page's
// own address. The server reads the whole draft from the form (earlier answers ride along in
// hidden fields), runs the same journey rules as the browser, and renders the next step, or
// stores the results and redirects to them. Deleting and the guide's download work the same way.
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ASSESSMENT_DELETED_PATH } from "../../../shared/api-paths.ts";
import {
  advance,
  type JourneyState,
  journeyTitle,
  readStepForm,
} from "../../../shared/assessment/journey.ts";
import { JOURNEY_STATE_KEY } from "../../../shared/assessment/journey-state-key.ts";
import { tokenParams } from "../../../shared/contracts/assessments.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { PUBLIC } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RenderPage } from "../../render/pages.ts";
import { submitAssessment } from "./routes.ts";
import { deleteAssessment, getAssessment } from "./service.ts";

const formFields = z.record(z.string().max(100), z.union([z.string(), z.array(z.string())]));

export const assessmentFormRoutes: FastifyPluginAsyncZod<{
  db: Db;
  renderPage: RenderPage;
}> = async (app, { db, renderPage }) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);

  app.post(
    PAGE_PATHS.selfAssessment,
    { config: PUBLIC, schema: { body: formFields } },
    async (request, reply) => {
      const { step, action, draft, returnToCheck, shown } = readStepForm(request.body);
      const transition = advance(step, action, draft, returnToCheck, shown);
      let state: JourneyState;
      let status = 200;
      if (transition.to === "submit") {
        try {
          const { token } = await submitAssessment(
            db,
            app.limits,
            clientAddress(request),
            transition.draft,
          );
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
  );

  app.post(
    PAGE_PATHS.selfAssessmentDelete,
    { config: PUBLIC, schema: { params: tokenParams } },
    async (request, reply) => {
      await deleteAssessment(db, request.params.token);
      return reply.redirect(ASSESSMENT_DELETED_PATH, 303);
    },
  );

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
