// The admin's Activity tab (docs/product.md#activity-people-and-your-account): the audit log and
// who appears in it, and the background jobs' last runs. Reads for those who may read activity.
import { requires } from "../access.ts";
import { auditLogActors, auditLogPage, auditLogQuery } from "../contracts/audit-log.ts";
import { jobStatuses } from "../contracts/jobs.ts";
import { declareArea, declareEndpoints } from "../endpoint.ts";

const readActivity = requires("read-activity");

export const activityArea = declareArea(
  "activity",
  "The activity log, who appears in it, and when each background job last ran.",
);

export const activityEndpoints = declareEndpoints({
  "GET /api/admin/audit-log": {
    access: readActivity,
    schema: { querystring: auditLogQuery, response: { 200: auditLogPage } },
  },
  "GET /api/admin/jobs": {
    access: readActivity,
    schema: { response: { 200: jobStatuses } },
  },
  "GET /api/admin/audit-log/actors": {
    access: readActivity,
    schema: { response: { 200: auditLogActors } },
  },
});
