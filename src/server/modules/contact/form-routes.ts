// The contact form without JavaScript (docs/product.md#contact): a plain post to /contact, declared
// with POST /api/contact (shared/endpoints/contact.ts) and kept to its rules (accept-message.ts). A
// message taken redirects to the page's confirmation; one that is not comes back on the page with
// everything typed kept, and each problem in the error summary, or the hourly limit's refusal.
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { CONTACT_FORM_ANCHOR, CONTACT_SENT_PARAM } from "../../../shared/posted-forms.ts";
import type { Db } from "../../db/connection.ts";
import { formRoute } from "../../render/form-route.ts";
import type { RenderPage } from "../../render/pages.ts";
import { acceptContactMessage } from "./accept-message.ts";

export const CONTACT_SENT_ADDRESS = `${PAGE_PATHS.contact}?${CONTACT_SENT_PARAM}=1#${CONTACT_FORM_ANCHOR}`;

export const contactFormRoutes: FastifyPluginAsyncZod<{ db: Db; renderPage: RenderPage }> = async (
  app,
  { db, renderPage },
) => {
  // Form bodies are parsed here only: every API route still takes JSON alone.
  await app.register(formbody);

  app.route(
    formRoute("POST /api/contact", renderPage, {
      run: (request, message) => acceptContactMessage(db, request, message),
      redirect: () => CONTACT_SENT_ADDRESS,
    }),
  );
};
