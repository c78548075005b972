// Admin reads of contact messages: the list, and marking one read or unread.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import { contactRequestRecord } from "../../../shared/contracts/contact.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { notFound } from "../../http/http-error.ts";
import { listContactRequests, setContactRequestRead } from "./service.ts";

export const contactAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/contact-requests",
    {
      config: requires("read-messages"),
      schema: { response: { 200: z.array(contactRequestRecord) } },
    },
    async () => listContactRequests(db),
  );

  for (const [path, isRead] of [
    ["read", true],
    ["unread", false],
  ] as const) {
    app.patch(
      `/api/contact-requests/:id/${path}`,
      {
        config: requires("read-messages"),
        schema: { params: idParams, response: { 200: contactRequestRecord, 404: errorResponse } },
      },
      async (request) => {
        const admin = adminOf(request);
        const row = await setContactRequestRead(db, request.params.id, isRead, admin);
        if (!row) throw notFound("Contact request");
        return row;
      },
    );
  }
};
