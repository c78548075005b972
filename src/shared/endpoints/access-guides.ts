// Access guides (docs/product.md#access-guides): a business makes one from its
// self-assessment results and manages it with a secret link alone, as with results; the team
// reviews it before anyone sees it; visitors read the published ones, search them by town and
// need, and take the facts away as A11yJSON. Only approving and deleting a published guide change
// a public page: an edit waits for review while the published version stays up.
import { PUBLIC, requires } from "../access.ts";
import {
  a11yJsonPlace,
  accessGuideCreated,
  accessGuideEdit,
  accessGuideInput,
  accessGuideListQuery,
  adminAccessGuideList,
  adminGuideQuery,
  guideApproved,
  guideIdParams,
  guideRejection,
  guideReturned,
  managedAccessGuide,
  manageTokenParams,
  publicAccessGuide,
  publicAccessGuideList,
  submittedGuide,
} from "../contracts/access-guides.ts";
import { errorResponse, noContent } from "../contracts/common.ts";
import { declareEndpoints, NOTHING } from "../endpoint.ts";

const GUIDE = ["access-guide"] as const;
const publish = requires("publish-content");

const exampleDetails = {
  entrance: { stepFree: false, steps: 1, stepHeightMm: 150, doorClearWidthMm: 850 },
  parking: { blueBadgeBays: 2, distanceToEntranceM: 20 },
  toilet: { accessible: true, changingPlaces: false, transferSpaceMm: 800 },
  hearingLoop: true,
  assistanceDogsWelcome: true,
};

export const accessGuideEndpoints = declareEndpoints({
  "GET /api/access-guides": {
    access: PUBLIC,
    schema: {
      querystring: accessGuideListQuery,
      response: { 200: publicAccessGuideList, 400: errorResponse },
      summary: "Published access guides, by town or postcode district and need",
    },
  },
  "GET /api/access-guides/:id": {
    access: PUBLIC,
    schema: { params: guideIdParams, response: { 200: publicAccessGuide, 404: errorResponse } },
  },
  "GET /api/access-guides/:id/a11yjson": {
    access: PUBLIC,
    schema: {
      params: guideIdParams,
      response: { 200: a11yJsonPlace, 404: errorResponse },
      summary: "A published guide's facts as A11yJSON, measurements with their units",
    },
  },
  "POST /api/access-guides": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      body: accessGuideInput,
      response: { 201: accessGuideCreated, 400: errorResponse, 429: errorResponse },
      summary: "Start an access guide from self-assessment results",
      description:
        "Answers from the results fill the facts they can; `manageToken` is the only way to edit the guide again, so keep it.",
    },
    example: {
      assessmentToken: "AbCdEfGhIjKlMnOpQrStUvWxYz012345",
      name: "The Corner Café",
      town: "Leeds",
      postcode: "LS1 4AP",
      contactEmail: "hello@example.org",
      details: exampleDetails,
    },
  },
  "GET /api/access-guides/manage/:manageToken": {
    access: PUBLIC,
    schema: {
      params: manageTokenParams,
      response: { 200: managedAccessGuide, 404: errorResponse },
    },
  },
  "PATCH /api/access-guides/manage/:manageToken": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: manageTokenParams,
      body: accessGuideEdit,
      response: {
        200: managedAccessGuide,
        400: errorResponse,
        404: errorResponse,
        429: errorResponse,
      },
      description:
        "`details`, when sent, replaces every fact. A published guide goes back to review; its published version stays up meanwhile.",
    },
    example: { town: "Leeds", details: exampleDetails },
  },
  "DELETE /api/access-guides/manage/:manageToken": {
    access: PUBLIC,
    changes: GUIDE,
    schema: { params: manageTokenParams, response: { 204: noContent, 404: errorResponse } },
  },
  "POST /api/access-guides/manage/:manageToken/submit": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: manageTokenParams,
      response: { 200: submittedGuide, 404: errorResponse, 429: errorResponse },
      summary: "Send a guide for review",
    },
  },
  "GET /api/admin/access-guides": {
    access: publish,
    schema: { querystring: adminGuideQuery, response: { 200: adminAccessGuideList } },
  },
  "POST /api/admin/access-guides/:id/approve": {
    access: publish,
    changes: GUIDE,
    schema: {
      params: guideIdParams,
      response: { 200: guideApproved, 404: errorResponse, 409: errorResponse },
    },
  },
  "POST /api/admin/access-guides/:id/reject": {
    access: publish,
    changes: NOTHING,
    schema: {
      params: guideIdParams,
      body: guideRejection,
      response: { 200: guideReturned, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      summary: "Send a guide back to its business with a reason",
      description:
        "The reason is shown on the guide's manage page and, when the business gave an address, e-mailed through the outbox.",
    },
    example: { reason: "Please measure the door's clear width with the door fully open." },
  },
});
