// The contact form (docs/product.md#contact), and the admin's view of what it received
// (docs/product.md#messages). A message changes no public page.
import { z } from "zod";
import { PUBLIC, requires } from "../access.ts";
import { errorResponse, idParams } from "../contracts/common.ts";
import {
  contactAccepted,
  contactRequestInput,
  contactRequestRecord,
} from "../contracts/contact.ts";
import { declareArea, declareEndpoints, NOTHING } from "../endpoint.ts";

const readMessages = requires("read-messages");
/** Marking a message read or unread: each endpoint its own declaration. */
const markAs = () => ({
  access: readMessages,
  changes: NOTHING,
  schema: { params: idParams, response: { 200: contactRequestRecord, 404: errorResponse } },
});

export const contactArea = declareArea(
  "contact",
  "The contact form, and the admin's view of what it received.",
);

export const contactEndpoints = declareEndpoints({
  "POST /api/contact": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      body: contactRequestInput,
      response: { 201: contactAccepted, 400: errorResponse, 429: errorResponse },
    },
    example: {
      name: "Ada Visitor",
      email: "ada@example.org",
      organization: "The Corner Café",
      inquiryType: "other",
      message: "Do you have advice on quiet hours?",
      website: "",
    },
  },
  "GET /api/contact-requests": {
    access: readMessages,
    schema: { response: { 200: z.array(contactRequestRecord) } },
  },
  "PATCH /api/contact-requests/:id/read": markAs(),
  "PATCH /api/contact-requests/:id/unread": markAs(),
});
