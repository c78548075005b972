// Access guides (docs/product.md#access-guides): a business makes one from its
// self-assessment results and manages it with a secret link alone, as with results; the team
// reviews it before anyone sees it; visitors read the published ones, search them by town and
// need, and take the facts away as A11yJSON. Only approving and deleting a published guide change
// a public page: an edit waits for review while the published version stays up.

import { z } from "zod";
import { PUBLIC, requires } from "../access.ts";
import { POSTED_GUIDE_KEY, POSTED_NEW_GUIDE_KEY } from "../access-guides/addresses.ts";
import { COUNT_ABOVE_CAP, COUNT_CAP, DIRECTORY_PAGE } from "../access-guides/directory-paging.ts";
import { GUIDE_DATA_LICENCE, LICENCE_AGREED_FIELD } from "../access-guides/licence.ts";
import { MANAGE_FIELDS, managePageParams, NEW_GUIDE_FIELDS } from "../access-guides/page-forms.ts";
import { accessGuideListQuery } from "../contracts/access-guide-directory.ts";
import { FIT_DESCRIPTION, guideFit, visitorProfileQuery } from "../contracts/access-guide-fit.ts";
import { accessGuideFeatureCollection } from "../contracts/access-guide-geojson.ts";
import {
  guideApproval,
  guideTakeDown,
  guideTakenDown,
} from "../contracts/access-guide-moderation.ts";
import { osmTagSuggestion } from "../contracts/access-guide-osm-tags.ts";
import { guideSubmission } from "../contracts/access-guide-submission.ts";
import { publicGuideWithTrust } from "../contracts/access-guide-trust.ts";
import {
  a11yJsonPlace,
  accessGuideCreated,
  accessGuideEdit,
  accessGuideInput,
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
import { declareArea, declareEndpoints, formBodyLimit, NOTHING } from "../endpoint.ts";
import { IN_REVIEW_LOCKED } from "../guide-safeguard-words.ts";
import { PAGE_PATHS } from "../page-paths.ts";
import { accessGuideNoticeEndpoints } from "./access-guide-notices.ts";
import { accessGuidePhotoEndpoints } from "./access-guide-photos.ts";
import { accessGuideTrustEndpoints } from "./access-guide-trust.ts";

const GUIDE = ["access-guide"] as const;
const publish = requires("publish-content");

/** Room for the manage form: every fact, the business and the ticks. */
const guideFormLimit = formBodyLimit(20_000);

const exampleDetails = {
  entrance: { stepFree: false, steps: 1, stepHeightMm: 150, doorClearWidthMm: 850 },
  parking: { blueBadgeBays: 2, distanceToEntranceM: 20 },
  toilet: { accessible: true, changingPlaces: false, transferSpaceMm: 800 },
  hearingLoop: true,
  assistanceDogsWelcome: true,
};

export const accessGuideArea = declareArea(
  "access-guides",
  "Access guides: a business makes one from its self-assessment and keeps it up to date with a secret link; the team reviews it; visitors find published guides by town and need, and can take the facts away as A11yJSON.",
);

export const accessGuideEndpoints = declareEndpoints({
  "GET /api/access-guides": {
    access: PUBLIC,
    schema: {
      // `need` filters; the profile's `needs` judges every guide (decision 043).
      querystring: accessGuideListQuery.extend(visitorProfileQuery.shape),
      response: {
        200: z.array(publicAccessGuideList.element.extend({ fit: guideFit.optional() })),
        400: errorResponse,
      },
      summary: "Published access guides, by town, postcode or need, by name or nearest first",
      description: `A page of at most \`limit\` guides (${DIRECTORY_PAGE.default} unless told, at most ${DIRECTORY_PAGE.max}), by name, or nearest first with \`distanceKm\` (great-circle, one decimal place) when \`near\` or \`nearPostcode\` is given. A guide without a location is left out of a nearest-first list. \`town\` takes a town, a postcode district or a full postcode (which searches its district). \`nearPostcode\` needs the site to hold postcode centres: when it does not, or does not know the postcode, the list is the postcode district's guides by name and \`Near-Postcode\` says why. When there are more, \`Link\` gives the next page's address (its \`cursor\` is opaque: follow it as it is). ${FIT_DESCRIPTION}`,
    },
    responseHeaders: {
      200: {
        Link: {
          description:
            'The next page, when there is one: `</api/access-guides?…&cursor=…>; rel="next"` (RFC 8288).',
          schema: { type: "string" },
        },
        "Result-Count": {
          description: `How many guides the search finds: a number up to ${COUNT_CAP}, or \`${COUNT_ABOVE_CAP}\`.`,
          schema: { type: "string", example: "37" },
        },
        "Postcode-Sources": {
          description:
            "When a postcode placed the search: where the site's postcode centres come from, as `<source> <year>` joined by commas (`code-point-open 2026`, `onspd 2025`), for the credit their licences ask for.",
          schema: { type: "string" },
        },
        "Near-Postcode": {
          description:
            "With `nearPostcode` only: `found`, `unknown` (the site holds postcodes but not this one) or `not-held` (it holds none).",
          schema: { type: "string" },
        },
      },
    },
  },
  "GET /api/access-guides/:id": {
    access: PUBLIC,
    schema: {
      params: guideIdParams,
      querystring: visitorProfileQuery,
      response: {
        200: publicGuideWithTrust.extend({ fit: guideFit.optional() }),
        400: errorResponse,
        404: errorResponse,
        410: errorResponse,
      },
      description: `\`provenance\` says, for each fact, who last stated it (\`business\`, \`visitor\` when visitors confirmed it since, or \`team\`) and when; \`sections\` what visitors said about each section. A guide the team took off the site answers 410. ${FIT_DESCRIPTION}`,
    },
  },
  "GET /api/access-guides/:id/a11yjson": {
    access: PUBLIC,
    schema: {
      params: guideIdParams,
      response: { 200: a11yJsonPlace, 404: errorResponse, 410: errorResponse },
      summary: "A published guide's facts as A11yJSON, measurements with their units",
    },
  },
  "GET /api/access-guides.geojson": {
    access: PUBLIC,
    schema: {
      response: {
        200: {
          description:
            "A GeoJSON FeatureCollection: each Feature a guide's A11yJSON with `geometry` a Point at `[longitude, latitude]`; `license` and `attribution` say on what terms",
          content: { "application/geo+json": { schema: accessGuideFeatureCollection } },
        },
        304: noContent,
      },
      summary: "Every published guide with a location, as GeoJSON open data",
      description: `For accessibility.cloud, Wheelmap, OpenStreetMap mappers and anyone else: the facts of each guide whose business agreed to publish them as open data under the ${GUIDE_DATA_LICENCE.name} (${GUIDE_DATA_LICENCE.url}; decision 046), not its photos. A guide without a location is left out until its business sets one. \`properties.originalId\` is the guide's id here, stable while it lasts. Sent as it is read, however many guides there are; \`ETag\` and \`Last-Modified\` change with the newest published change, so a poll with \`If-None-Match\` or \`If-Modified-Since\` is answered 304 when nothing changed.`,
    },
  },
  "GET /api/access-guides/:id/osm-tags": {
    access: PUBLIC,
    schema: {
      params: guideIdParams,
      response: { 200: osmTagSuggestion, 404: errorResponse, 410: errorResponse },
      summary: "The OpenStreetMap tags a published guide's facts support, each with its rule",
      description:
        "For a mapper to check and add by hand, or in a note on openstreetmap.org; the site never edits the map. A tag the facts do not settle is left out. The rules are decision 042.",
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
      location: { lat: 53.7965, lon: -1.5478 },
      contactEmail: "hello@example.org",
      details: exampleDetails,
    },
    form: {
      page: PAGE_PATHS.accessGuideNew,
      fields: NEW_GUIDE_FIELDS,
      example: {
        assessmentToken: "AbCdEfGhIjKlMnOpQrStUvWxYz012345",
        name: "The Corner Café",
        town: "Leeds",
        postcode: "LS1 4AP",
        location: "https://www.openstreetmap.org/#map=19/53.7965/-1.5478",
        contactEmail: "hello@example.org",
      },
      posted: POSTED_NEW_GUIDE_KEY,
      bodyLimit: guideFormLimit,
    },
  },
  "GET /api/access-guides/manage/:manageToken": {
    access: PUBLIC,
    schema: {
      params: manageTokenParams,
      response: { 200: managedAccessGuide, 404: errorResponse },
    },
  },
  "GET /api/access-guides/manage/:manageToken/published": {
    access: PUBLIC,
    schema: {
      params: manageTokenParams,
      response: { 200: z.object({ guide: publicAccessGuide.nullable() }), 404: errorResponse },
      summary: "The version of a business's own guide that visitors see",
      description:
        "`guide` is null until a version is published; while an edit waits for review it is the version still up. The manage page builds the copy for the business's own website and its large-print link from it.",
    },
  },
  "GET /api/access-guides/manage/:manageToken/postcode-centre": {
    access: PUBLIC,
    schema: {
      params: manageTokenParams,
      response: {
        200: z.object({
          postcode: z.string(),
          centre: z.object({ lat: z.number(), lon: z.number() }).nullable(),
        }),
        404: errorResponse,
      },
      summary: "The middle of a business's own postcode, when the site holds it",
      description:
        '`centre` is null when the site does not hold the guide\'s postcode. The manage page then leaves out "Use the middle of <postcode>".',
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
        409: errorResponse,
        422: errorResponse,
        429: errorResponse,
      },
      description: `\`details\`, when sent, replaces every fact. A published guide goes back to review; its published version stays up meanwhile, and it needs a \`location\` (422 without one, as for …/submit). While the guide is in review it cannot change (409, "${IN_REVIEW_LOCKED}"): the business takes it back from review first (…/withdraw).`,
    },
    example: { town: "Leeds", details: exampleDetails },
    // Every form on the manage page posts to its address, the photo upload (multipart) included,
    // so whatever comes back is at the page's own address; `action` says which button.
    form: {
      page: PAGE_PATHS.accessGuideManage,
      params: managePageParams,
      fields: MANAGE_FIELDS,
      example: {
        name: "The Corner Café",
        town: "Leeds",
        postcode: "LS1 4AP",
        location: "53.7965, -1.5478",
        contactEmail: "",
        "entrance.doorClearWidthMm": "850",
        action: "save",
      },
      posted: POSTED_GUIDE_KEY,
      bodyLimit: guideFormLimit,
      multipart: true,
    },
  },
  "DELETE /api/access-guides/manage/:manageToken": {
    access: PUBLIC,
    changes: GUIDE,
    schema: { params: manageTokenParams, response: { 204: noContent, 404: errorResponse } },
    // Posted from the confirmation page at the same address (GET shows "Delete this guide?").
    form: { page: PAGE_PATHS.accessGuideDelete, params: managePageParams, bodyLimit: 4096 },
  },
  "POST /api/access-guides/manage/:manageToken/withdraw": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: manageTokenParams,
      response: {
        200: managedAccessGuide,
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
      },
      summary: "Take a guide back from review, to change it",
      description:
        "A guide in review cannot change, so that the team publishes what it read. Taken back, it is a draft again (a published version stays up) until the business sends it once more.",
    },
    form: { page: PAGE_PATHS.accessGuideWithdraw, params: managePageParams, bodyLimit: 4096 },
  },
  "POST /api/access-guides/manage/:manageToken/submit": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: manageTokenParams,
      body: guideSubmission,
      response: {
        200: submittedGuide,
        404: errorResponse,
        422: errorResponse,
        429: errorResponse,
      },
      summary: "Send a guide for review",
      description: `A guide needs its \`location\` first: without one the answer is 422, its \`details\` naming the \`location\` field. \`${LICENCE_AGREED_FIELD}: true\` is the business's agreement, recorded with the date each time, that the guide's facts (not its photos) are published as open data under the ${GUIDE_DATA_LICENCE.name} (${GUIDE_DATA_LICENCE.url}; decision 046). Without it, 422 and the guide stays as it was.`,
    },
    example: { [LICENCE_AGREED_FIELD]: true },
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
      // Optional, so a call without it (a script written before) still approves.
      body: guideApproval.nullish(),
      response: { 200: guideApproved, 404: errorResponse, 409: errorResponse },
      description:
        "`seen` is the guide's `updatedAt` as the reviewer loaded it: if the guide changed since, 409 and nothing is published.",
    },
    example: { seen: "2026-11-28T10:00:00.000Z" },
  },
  "POST /api/admin/access-guides/:id/unpublish": {
    access: publish,
    changes: GUIDE,
    schema: {
      params: guideIdParams,
      body: guideTakeDown,
      response: { 200: guideTakenDown, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      summary: "Take a published guide off the site, with a reason",
      description:
        "Its page and API answer 410 Gone, the directory, feeds and A11yJSON drop it, and the business sees the reason on its manage page and, when it gave an address, by e-mail. It may change the guide and send it for review again.",
    },
    example: { reason: "Visitors tell us the step-free entrance has been closed since June." },
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
  // A guide's photos; its live notices and re-confirmation; trust you can see (feedback,
  // reports and the team's queues of them): each in a file of its own.
  ...accessGuidePhotoEndpoints,
  ...accessGuideNoticeEndpoints,
  ...accessGuideTrustEndpoints,
});
