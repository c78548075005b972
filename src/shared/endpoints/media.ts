// The media library (docs/product.md#writing-articles): uploading an image, sent as
// multipart/form-data with its file and alternative text, so the declaration has no JSON body (the
// hostile-input battery's JSON bodies get 415; media/routes.test.ts spoils its parts). An image
// shows on a page only once content uses it, so an upload changes none.
import { requiresUpload } from "../access.ts";
import { errorResponse } from "../contracts/common.ts";
import { uploadedMedia } from "../contracts/media.ts";
import { declareEndpoints, NOTHING } from "../endpoint.ts";

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
});
