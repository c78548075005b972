// A guide's photos, part of the access guides' area (./access-guides.ts): added, described,
// put in order and taken out by the business with its manage link, and each file shown to it
// before the photo is published.
import { z } from "zod";
import { PUBLIC } from "../access.ts";
import { managePageParams, PHOTO_FIELDS, photoPageParams } from "../access-guides/page-forms.ts";
import {
  GUIDE_PHOTO_ALT_MAX,
  GUIDE_PHOTOS_MAX,
  guidePhotoEdit,
  guidePhotoFileParams,
  guidePhotoParams,
  managedAccessGuide,
  manageTokenParams,
} from "../contracts/access-guides.ts";
import { errorResponse } from "../contracts/common.ts";
import { declareEndpoints, formBodyLimit, NOTHING } from "../endpoint.ts";
import { MEDIA_CONTENT_TYPES } from "../media.ts";
import { PAGE_PATHS } from "../page-paths.ts";

export const accessGuidePhotoEndpoints = declareEndpoints({
  // Photos (decision 036): sent as multipart/form-data with `file` and `alt`, so the declaration
  // has no JSON body (the hostile-input battery's JSON bodies get 415; access-guides/photos.test.ts
  // spoils its parts). A public write: the guard still refuses one a browser says came from
  // another site. A photo shows only once a version with it is approved, so none of these change
  // a public page.
  "POST /api/access-guides/manage/:manageToken/photos": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: manageTokenParams,
      response: {
        201: managedAccessGuide,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        413: errorResponse,
        415: errorResponse,
        422: errorResponse,
        429: errorResponse,
        503: errorResponse,
      },
      summary: "Add a photo to a guide, with its alt text",
      description: `Multipart fields: \`file\` (a JPEG, PNG or WebP of at most 15 MB and 24 megapixels) and \`alt\` (1–${GUIDE_PHOTO_ALT_MAX} characters on one line). At most ${GUIDE_PHOTOS_MAX} photos a guide. A published guide goes back to review; its published version keeps its own photos meanwhile.`,
    },
    // Where the upload form posted before it posted to the manage page, kept for a page opened
    // before then; what it answers is rendered at the manage page's address.
    form: { page: PAGE_PATHS.accessGuidePhotos, params: managePageParams, multipart: true },
  },
  // A photo's file for its guide's manage page, where `/media/` would not show it yet: only a
  // photo of this guide, and never kept by a cache.
  "GET /api/access-guides/manage/:manageToken/photo-files/:file": {
    access: PUBLIC,
    schema: {
      params: guidePhotoFileParams,
      response: {
        200: {
          description: "The photo at one width, as AVIF, WebP, JPEG or PNG",
          content: Object.fromEntries(
            Object.values(MEDIA_CONTENT_TYPES).map((type) => [type, { schema: z.string() }]),
          ),
        },
        404: errorResponse,
      },
      summary: "One file of a guide's photo, by its manage token",
    },
  },
  "PATCH /api/access-guides/manage/:manageToken/photos/:photoId": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: guidePhotoParams,
      body: guidePhotoEdit,
      response: {
        200: managedAccessGuide,
        400: errorResponse,
        404: errorResponse,
        429: errorResponse,
      },
      summary: "Change a photo's alt text or its place in the order",
    },
    example: { alt: "The front door, with a portable ramp across the step", position: 1 },
    // A photo's form's earlier address, kept as the upload's is.
    form: {
      page: PAGE_PATHS.accessGuidePhoto,
      params: photoPageParams,
      fields: PHOTO_FIELDS,
      example: { alt: "The front door, with a portable ramp across the step", action: "save" },
      bodyLimit: formBodyLimit(400),
    },
  },
  "DELETE /api/access-guides/manage/:manageToken/photos/:photoId": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: guidePhotoParams,
      response: { 200: managedAccessGuide, 404: errorResponse, 429: errorResponse },
      summary: "Take a photo out of a guide",
    },
  },
});
