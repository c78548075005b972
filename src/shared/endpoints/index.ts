// Every API endpoint, declared once (../endpoint.ts): the server registers each from here, and the
// browser's client takes its types from here without loading any of it (../api-routes.ts).
import { accessGuideEndpoints } from "./access-guides.ts";
import { accountEndpoints } from "./account.ts";
import { activityEndpoints } from "./activity.ts";
import { adviceEndpoints } from "./advice.ts";
import { apiDescriptionEndpoints } from "./api-description.ts";
import { assessmentEndpoints } from "./assessments.ts";
import { backupEndpoints } from "./backups.ts";
import { communityEndpoints } from "./community.ts";
import { contactEndpoints } from "./contact.ts";
import { mediaEndpoints } from "./media.ts";
import { newsEndpoints } from "./news.ts";
import { newsSourceEndpoints } from "./news-sources.ts";
import { notificationEndpoints } from "./notifications.ts";
import { peopleEndpoints } from "./people.ts";
import { publishingEndpoints } from "./publishing.ts";
import { quickSolutionEndpoints } from "./quick-solutions.ts";
import { signInEndpoints } from "./sign-in.ts";

export const ENDPOINTS = {
  ...signInEndpoints,
  ...accountEndpoints,
  ...peopleEndpoints,
  ...activityEndpoints,
  ...notificationEndpoints,
  ...contactEndpoints,
  ...newsEndpoints,
  ...newsSourceEndpoints,
  ...adviceEndpoints,
  ...communityEndpoints,
  ...mediaEndpoints,
  ...assessmentEndpoints,
  ...backupEndpoints,
  ...apiDescriptionEndpoints,
  ...quickSolutionEndpoints,
  ...publishingEndpoints,
  ...accessGuideEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;
