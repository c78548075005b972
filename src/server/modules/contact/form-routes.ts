// The contact form without JavaScript (docs/product.md#contact): a plain post to /contact, checked
// by the contract the API uses and kept to the same anti-spam rules (accept-message.ts). A message
// taken redirects to the page's confirmation, so a reload cannot send it twice; one that is not
// comes back on the page with everything typed kept, and each problem in the error summary, or
// the hourly limit's refusal.
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONTACT_LIMITS,
  contactRequestInput,
  HONEYPOT_FIELD,
} from "../../../shared/contracts/contact.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import {
  CONTACT_FORM_ANCHOR,
  CONTACT_SENT_PARAM,
  POSTED_CONTACT_KEY,
  type PostedForm,
} from "../../../shared/posted-forms.ts";
import { PUBLIC } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { fieldErrors, formBody, formBodyLimit, readFields } from "../../http/form-post.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RenderPage } from "../../render/pages.ts";
import { acceptContactMessage } from "./accept-message.ts";

const FIELDS = ["name", "email", "organization", "inquiryType", "message"] as const;

export const CONTACT_SENT_ADDRESS = `${PAGE_PATHS.contact}?${CONTACT_SENT_PARAM}=1#${CONTACT_FORM_ANCHOR}`;

export const contactFormRoutes: FastifyPluginAsyncZod<{ db: Db; renderPage: RenderPage }> = async (
  app,
  { db, renderPage },
) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);

  app.post(
    PAGE_PATHS.contact,
    {
      config: PUBLIC,
      bodyLimit: formBodyLimit(Object.values(CONTACT_LIMITS).reduce((sum, n) => sum + n, 0)),
      schema: { body: formBody },
    },
    async (request, reply) => {
      // The honeypot is read, never sent back: a bot's words do not belong in a page.
      const values = readFields(request.body, FIELDS);
      const checked = contactRequestInput.safeParse({
        ...values,
        ...readFields(request.body, [HONEYPOT_FIELD]),
      });
      let posted: PostedForm = { values, errors: {}, refusal: null };
      let status = 400;
      if (!checked.success) {
        posted = { ...posted, errors: fieldErrors(checked.error) };
      } else {
        try {
          await acceptContactMessage(db, request, checked.data);
          return reply.redirect(CONTACT_SENT_ADDRESS, 303);
        } catch (error) {
          // The hourly limit is told on the page, in the API's words, with the message kept.
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          posted = { ...posted, refusal: error.message };
          status = error.statusCode;
        }
      }
      return renderPage(request, reply, {
        initialData: [{ queryKey: POSTED_CONTACT_KEY, data: posted }],
        status,
        title: (title) => `Error: ${title}`,
      });
    },
  );
};
