// "Was this right?" and "Report a problem" without JavaScript: each section's form and
// the report form post to an address of their own beside the guide's page, declared with the
// endpoint each mirrors (shared/endpoints/access-guide-trust.ts) and kept to its rules
// (visitor-says.ts). What is taken redirects to the guide's page, which thanks the visitor at the
// form; what is not comes back on the guide's page with what was typed and the problem in words.
import formbody from "@fastify/formbody";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ANSWERED_PARAM,
  feedbackAnchor,
  REPORT_ANCHOR,
  REPORTED_PARAM,
} from "../../../shared/access-guides/trust.ts";
import { guideIdParams } from "../../../shared/contracts/access-guides.ts";
import { HONEYPOT_FIELD } from "../../../shared/contracts/common.ts";
import { ENDPOINTS } from "../../../shared/endpoints/index.ts";
import { fieldErrors } from "../../http/form-post.ts";
import { HttpError } from "../../http/http-error.ts";
import { type FormKey, formRouteOptions, sentFields } from "../../render/form-route.ts";
import type { RenderPage } from "../../render/pages.ts";
import { formTokenToKeep } from "../stories/form-token.ts";
import { findPublishedGuide } from "./public-reads.ts";
import { NO_SUCH_GUIDE } from "./service.ts";
import { acceptFeedback, acceptReport, type VisitorRules } from "./visitor-says.ts";

type TrustFormKey = Extract<
  FormKey,
  "POST /api/access-guides/:id/feedback" | "POST /api/access-guides/:id/reports"
>;

export const accessGuideTrustFormRoutes: FastifyPluginAsyncZod<
  VisitorRules & { renderPage: RenderPage }
> = async (app, { renderPage, ...rules }) => {
  await app.register(formbody);

  const tokenToKeep = (sent: string | undefined) =>
    formTokenToKeep(rules.secret, sent, rules.now(), rules.config.FORM_TOKEN_MIN_AGE_MS);

  const handle =
    (
      key: TrustFormKey,
      run: (request: FastifyRequest, id: number, body: never) => Promise<unknown>,
      after: (fields: Record<string, string>) => string,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { id } = guideIdParams.parse(request.params);
      const guide = await findPublishedGuide(rules.db, id);
      if (!guide) throw new HttpError(404, NO_SUCH_GUIDE);
      const { form, schema } = ENDPOINTS[key];
      const fields = sentFields(request, form.fields);
      const checked = schema.body.safeParse(fields);
      const { [HONEYPOT_FIELD]: _honeypot, ...values } = fields;
      let errors: Record<string, string> = {};
      let refusal: string | null = null;
      let status = 400;
      if (!checked.success) errors = fieldErrors(checked.error);
      else {
        try {
          await run(request, id, checked.data as never);
          return reply.redirect(`${guide.url}${after(fields)}`, 303);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404)
            throw error;
          refusal = error.message;
          status = error.statusCode;
        }
      }
      return renderPage(request, reply, {
        url: guide.url,
        initialData: [
          {
            queryKey: form.posted,
            data: {
              values: { ...values, formToken: tokenToKeep(values.formToken) },
              errors,
              refusal,
            },
          },
        ],
        status,
        title: (title) => `Error: ${title}`,
      });
    };

  app.route({
    ...formRouteOptions("POST /api/access-guides/:id/feedback"),
    handler: handle(
      "POST /api/access-guides/:id/feedback",
      (request, id, body) => acceptFeedback(rules, request, id, body),
      (fields) =>
        `?${ANSWERED_PARAM}=${fields.section}-${fields.answer}#${feedbackAnchor(fields.section ?? "")}`,
    ),
  });

  app.route({
    ...formRouteOptions("POST /api/access-guides/:id/reports"),
    handler: handle(
      "POST /api/access-guides/:id/reports",
      (request, id, body) => acceptReport(rules, request, id, body),
      () => `?${REPORTED_PARAM}=1#${REPORT_ANCHOR}`,
    ),
  });
};
