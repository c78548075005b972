// Every API endpoint, declared once (../endpoint.ts): the server registers each from here, and the
// browser's client takes its types from here without loading any of it (../api-routes.ts).
import { quickSolutionEndpoints } from "./quick-solutions.ts";

export const ENDPOINTS = {
  ...quickSolutionEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;
