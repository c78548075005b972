// The manage page's notice forms without JavaScript: post a notice, end one, and
// confirm that everything is still right. Each is the form of the endpoint it mirrors
// (shared/endpoints/access-guides.ts), posts to a page address of its own, runs the API's own work
// (./notices.ts) and goes back to the manage page's notices saying what was done; a refused notice
// renders the manage page again with what was typed and each problem beside its field.

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  GUIDE_NOTICE_PARAM,
  GUIDE_NOTICES_ANCHOR,
  type GuideNoticeOutcome,
  POSTED_NOTICE_KEY,
} from "../../../shared/access-guides/addresses.ts";
import { NOTICE_FIELDS } from "../../../shared/access-guides/notices.ts";
import { managePageParams, noticePageParams } from "../../../shared/access-guides/page-forms.ts";
import {
  guideNoticeInput,
  NOTICE_MESSAGES,
} from "../../../shared/contracts/access-guide-notices.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";
import type { Db } from "../../db/connection.ts";
import { fieldErrors } from "../../http/form-post.ts";
import { HttpError } from "../../http/http-error.ts";
import { formRouteOptions, sentFields } from "../../render/form-route.ts";
import type { RenderPage } from "../../render/pages.ts";
import { confirmGuide, endNotice, postNotice } from "./notices.ts";

/** Back to the manage page's notices, saying what was done. */
export const noticesAddress = (token: string, outcome: GuideNoticeOutcome) =>
  `${pagePath(PAGE_PATHS.accessGuideManage, { token })}?${GUIDE_NOTICE_PARAM}=${outcome}#${GUIDE_NOTICES_ANCHOR}`;

export const accessGuideNoticeForms: FastifyPluginAsyncZod<{
  db: Db;
  renderPage: RenderPage;
  now: () => Date;
}> = async (app, { db, renderPage, now }) => {
  app.route({
    ...formRouteOptions("POST /api/access-guides/manage/:manageToken/notices"),
    handler: async (request, reply) => {
      const { token } = managePageParams.parse(request.params);
      const values = sentFields(request, NOTICE_FIELDS);
      const again = (posted: PostedForm, status: number) =>
        renderPage(request, reply, {
          initialData: [{ queryKey: POSTED_NOTICE_KEY, data: posted }],
          status,
          title: (title) => `Error: ${title}`,
          url: pagePath(PAGE_PATHS.accessGuideManage, { token }),
        });
      const checked = guideNoticeInput.safeParse(values);
      if (!checked.success) {
        return again({ values, errors: fieldErrors(checked.error), refusal: null }, 400);
      }
      try {
        await postNotice(db, request, token, checked.data, now());
        return reply.redirect(noticesAddress(token, "posted"), 303);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 404)
          throw error;
        const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
        return again(
          { values, errors: fields ?? {}, refusal: fields ? null : error.message },
          error.statusCode,
        );
      }
    },
  });

  app.route({
    ...formRouteOptions("DELETE /api/access-guides/manage/:manageToken/notices/:noticeId"),
    handler: async (request, reply) => {
      const { token, noticeId } = noticePageParams.parse(request.params);
      if (!(await endNotice(db, request, token, noticeId, now())))
        throw new HttpError(404, NOTICE_MESSAGES.noSuchNotice);
      return reply.redirect(noticesAddress(token, "ended"), 303);
    },
  });

  app.route({
    ...formRouteOptions("POST /api/access-guides/manage/:manageToken/confirm"),
    handler: async (request, reply) => {
      const { token } = managePageParams.parse(request.params);
      await confirmGuide(db, request, token, now());
      return reply.redirect(noticesAddress(token, "confirmed"), 303);
    },
  });
};
