// The admin's view of e-mail notifications (docs/product.md#e-mail-to-the-team), on the Activity
// tab: how they are set up, what is waiting, what is failing; "send again" for a failing e-mail,
// and a test e-mail. No public page shows any of it.
import { requires } from "../access.ts";
import { errorResponse, idParams } from "../contracts/common.ts";
import {
  notificationOverview,
  notificationRetried,
  notificationTestResult,
} from "../contracts/notifications.ts";
import { declareArea, declareEndpoints, NOTHING } from "../endpoint.ts";

const manage = requires("manage-notifications");

export const notificationArea = declareArea(
  "notifications",
  "E-mail to the team: how it is set up, what is waiting and what is failing, sending a failed e-mail again, and a test e-mail.",
);

export const notificationEndpoints = declareEndpoints({
  "GET /api/admin/notifications": {
    access: manage,
    schema: { response: { 200: notificationOverview } },
  },
  "POST /api/admin/notifications/:id/retry": {
    access: manage,
    changes: NOTHING,
    schema: {
      params: idParams,
      response: { 200: notificationRetried, 404: errorResponse, 409: errorResponse },
    },
  },
  "POST /api/admin/notifications/test": {
    access: manage,
    changes: NOTHING,
    schema: {
      summary: "Send a test e-mail to the team's addresses now",
      description:
        "Sent at once, not through the outbox, so the answer says whether the mail server " +
        "accepted it (`sent`), and its refusal (`error`) if not. Without SMTP_URL it is written " +
        "to the server's log. Recorded in the activity log either way.",
      response: { 200: notificationTestResult },
    },
  },
});
