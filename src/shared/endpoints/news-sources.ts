// The admin's news sources (docs/product.md#top-stories-and-news): RSS and Atom feeds whose items
// arrive as news. Adding or removing a source changes no page at once (its items arrive with the
// next fetch; the news it brought stays); refreshing one brings its news in now.
import { requires } from "../access.ts";
import { errorResponse, idParams, noContent } from "../contracts/common.ts";
import {
  newsSource,
  newsSourceInput,
  newsSourceList,
  refreshResult,
} from "../contracts/news-sources.ts";
import { declareArea, declareEndpoints, NOTHING } from "../endpoint.ts";

const manage = requires("manage-news-sources");

export const newsSourceArea = declareArea(
  "news-sources",
  "The RSS and Atom feeds news arrives from: adding, removing and refreshing them.",
);

export const newsSourceEndpoints = declareEndpoints({
  "GET /api/admin/news-sources": {
    access: manage,
    schema: { response: { 200: newsSourceList } },
  },
  "POST /api/admin/news-sources": {
    access: manage,
    changes: NOTHING,
    schema: {
      body: newsSourceInput,
      response: { 201: newsSource, 400: errorResponse, 409: errorResponse },
    },
    // A public address written as an IP, so the address check needs no DNS.
    example: { url: "https://93.184.215.14/feed.xml", category: "Guidance" },
  },
  "DELETE /api/admin/news-sources/:id": {
    access: manage,
    changes: NOTHING,
    schema: { params: idParams, response: { 204: noContent, 404: errorResponse } },
  },
  "POST /api/admin/news-sources/:id/refresh": {
    access: manage,
    changes: ["news"],
    schema: {
      params: idParams,
      response: { 200: refreshResult, 404: errorResponse, 502: errorResponse },
    },
  },
});
