// The contact form (docs/product.md#contact), and the admin's view of what it received
// (docs/product.md#messages). A message changes no public page.
import { z } from "zod";
import { PUBLIC, requires } from "../access.ts";
import { errorResponse, idParams } from "../contracts/common.ts";
import {
  CONTACT_LIMITS,
  contactAccepted,
  contactRequestInput,
  contactRequestRecord,
  HONEYPOT_FIELD,
} from "../contracts/contact.ts";
import { declareArea, declareEndpoints, formBodyLimit, NOTHING } from "../endpoint.ts";
import { PAGE_PATHS } from "../page-paths.ts";
import { POSTED_CONTACT_KEY } from "../posted-forms.ts";

const readMessages = requires("read-messages");
const message = {
  name: "Ada Visitor",
  email: "ada@example.org",
  organization: "The Corner Café",
  inquiryType: "other",
  message: "Do you have advice on quiet hours?",
  website: "",
};
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
    example: message,
    form: {
      page: PAGE_PATHS.contact,
      fields: ["name", "email", "organization", "inquiryType", "message", HONEYPOT_FIELD],
      example: message,
      posted: POSTED_CONTACT_KEY,
      bodyLimit: formBodyLimit(Object.values(CONTACT_LIMITS).reduce((sum, n) => sum + n, 0)),
    },
  },
  "GET /api/contact-requests": {
    access: readMessages,
    schema: { response: { 200: z.array(contactRequestRecord) } },
  },
  "PATCH /api/contact-requests/:id/read": markAs(),
  "PATCH /api/contact-requests/:id/unread": markAs(),
});
