// The addresses and keys of a guide's "Was this right?" and report forms: where they post without
// JavaScript, what the guide's address says after, and where a refused post is handed back. Free
// of the facts table, so the route table every page loads can name them at no cost.

/** Where the plain forms post, without JavaScript: addresses of their own beside the guide's. */
export const GUIDE_FEEDBACK_PAGE = "/access-guides/:id/feedback";
export const GUIDE_REPORT_PAGE = "/access-guides/:id/report";
export const guideFeedbackPath = (id: number) => GUIDE_FEEDBACK_PAGE.replace(":id", String(id));
export const guideReportPath = (id: number) => GUIDE_REPORT_PAGE.replace(":id", String(id));

/** After a plain post: `?answered=<section>` or `?reported=1` on the guide's page. */
export const ANSWERED_PARAM = "answered";
export const REPORTED_PARAM = "reported";
/** The report form's heading, which the address after a report points at. */
export const REPORT_ANCHOR = "report-guide-title";
export const feedbackAnchor = (section: string) => `was-this-right-${section}`;

/** Cache keys under which the server hands a refused post back to the guide's page. */
export const POSTED_FEEDBACK_KEY = ["access-guide-feedback:posted"] as const;
export const POSTED_REPORT_KEY = ["access-guide-report:posted"] as const;
