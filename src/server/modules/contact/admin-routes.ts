// Admin reads of contact messages: the list, and marking one read or unread (declared in
// shared/endpoints/contact.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { notFound } from "../../http/http-error.ts";
import { listContactRequests, setContactRequestRead } from "./service.ts";

export const contactAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("GET /api/contact-requests"),
    handler: async () => listContactRequests(db),
  });

  for (const [key, isRead] of [
    ["PATCH /api/contact-requests/:id/read", true],
    ["PATCH /api/contact-requests/:id/unread", false],
  ] as const) {
    app.route({
      ...endpointRoute(key),
      handler: async (request) => {
        const admin = adminOf(request);
        const row = await setContactRequestRead(db, request.params.id, isRead, admin);
        if (!row) throw notFound("Contact request");
        return row;
      },
    });
  }
};
