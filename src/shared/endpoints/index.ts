// Every API endpoint, declared once (../endpoint.ts): the server registers each from here, and the
// browser's client takes its types from here without loading any of it (../api-routes.ts).
import type { EndpointArea } from "../endpoint.ts";
import { accessGuideArea, accessGuideEndpoints } from "./access-guides.ts";
import { accountArea, accountEndpoints } from "./account.ts";
import { activityArea, activityEndpoints } from "./activity.ts";
import { apiDescriptionArea, apiDescriptionEndpoints } from "./api-description.ts";
import { articleArea, articleEndpoints } from "./articles.ts";
import { assessmentArea, assessmentEndpoints } from "./assessments.ts";
import { backupArea, backupEndpoints } from "./backups.ts";
import { contactArea, contactEndpoints } from "./contact.ts";
import { mediaArea, mediaEndpoints } from "./media.ts";
import { newsArea, newsEndpoints } from "./news.ts";
import { newsSourceArea, newsSourceEndpoints } from "./news-sources.ts";
import { notificationArea, notificationEndpoints } from "./notifications.ts";
import { peopleArea, peopleEndpoints } from "./people.ts";
import { publishingArea, publishingEndpoints } from "./publishing.ts";
import { quickSolutionArea, quickSolutionEndpoints } from "./quick-solutions.ts";
import { signInArea, signInEndpoints } from "./sign-in.ts";
import { storyArea, storyEndpoints } from "./stories.ts";

export const ENDPOINTS = {
  ...signInEndpoints,
  ...accountEndpoints,
  ...peopleEndpoints,
  ...activityEndpoints,
  ...notificationEndpoints,
  ...contactEndpoints,
  ...newsEndpoints,
  ...newsSourceEndpoints,
  ...articleEndpoints,
  ...storyEndpoints,
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

/**
 * The API's areas, in the order the API description lists them: each file's area with its
 * declarations. An operation's tag is the area that declares it (server/openapi/document.ts).
 */
export const AREAS: readonly { area: EndpointArea; endpoints: object }[] = [
  { area: signInArea, endpoints: signInEndpoints },
  { area: accountArea, endpoints: accountEndpoints },
  { area: peopleArea, endpoints: peopleEndpoints },
  { area: activityArea, endpoints: activityEndpoints },
  { area: notificationArea, endpoints: notificationEndpoints },
  { area: contactArea, endpoints: contactEndpoints },
  { area: newsArea, endpoints: newsEndpoints },
  { area: newsSourceArea, endpoints: newsSourceEndpoints },
  { area: articleArea, endpoints: articleEndpoints },
  { area: storyArea, endpoints: storyEndpoints },
  { area: mediaArea, endpoints: mediaEndpoints },
  { area: assessmentArea, endpoints: assessmentEndpoints },
  { area: backupArea, endpoints: backupEndpoints },
  { area: apiDescriptionArea, endpoints: apiDescriptionEndpoints },
  { area: quickSolutionArea, endpoints: quickSolutionEndpoints },
  { area: publishingArea, endpoints: publishingEndpoints },
  { area: accessGuideArea, endpoints: accessGuideEndpoints },
];
