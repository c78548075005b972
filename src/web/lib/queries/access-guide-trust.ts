// A guide's "Was this right?" and report forms brought back after a refused plain post (the
// team's queues are with their hooks, features/access-guides/use-guide-trust-admin.ts). Free of
// zod and of the facts table, like every query factory here.
import { queryOptions } from "@tanstack/react-query";
import {
  POSTED_FEEDBACK_KEY,
  POSTED_REPORT_KEY,
} from "../../../shared/access-guides/trust-addresses.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";

/** A section's "Was this right?" post brought back (without JavaScript): set by the server. */
export const postedFeedbackQuery = () =>
  queryOptions<PostedForm | null>({ queryKey: POSTED_FEEDBACK_KEY, queryFn: () => null });

/** The report form's post brought back (without JavaScript): set by the server. */
export const postedReportQuery = () =>
  queryOptions<PostedForm | null>({ queryKey: POSTED_REPORT_KEY, queryFn: () => null });
