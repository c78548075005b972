// The media library (docs/product.md#writing-articles): uploading an image, sent as
// multipart/form-data with its file and alternative text, so the declaration has no JSON body (the
// hostile-input battery's JSON bodies get 415; media/routes.test.ts spoils its parts). An image
// shows on a page only once content uses it, so an upload changes none.
import { requires, requiresUpload } from "../access.ts";
import { errorResponse } from "../contracts/common.ts";
import { mediaReferencesAnswer, mediaReferencesInput, uploadedMedia } from "../contracts/media.ts";
import { declareArea, declareEndpoints, NOTHING } from "../endpoint.ts";

export const mediaArea = declareArea(
  "media",
  "The media library: uploading an image with its alternative text, and checking that the images an article uses are there.",
);

export const mediaEndpoints = declareEndpoints({
  "POST /api/admin/media": {
    access: requiresUpload("write-articles"),
    changes: NOTHING,
    schema: {
      response: {
        201: uploadedMedia,
        400: errorResponse,
        413: errorResponse,
        422: errorResponse,
        429: errorResponse,
        503: errorResponse,
      },
    },
  },
  // A question, not a write: sent as JSON only because a list of addresses is long for a query.
  "POST /api/admin/media/references": {
    access: requires("write-articles"),
    changes: NOTHING,
    schema: {
      body: mediaReferencesInput,
      response: { 200: mediaReferencesAnswer, 400: errorResponse },
      description:
        "Whether the media library holds the image each /media/ address names, at the size and kind it names: the editor's checks show an error for each that it does not, as publishing does.",
    },
    example: { references: ["/media/12-3f9c0a7d1e5b2c8f4a60-1600x1067.jpg"] },
  },
});
