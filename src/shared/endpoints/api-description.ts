// The API's own description: GET /api/openapi.json, the OpenAPI 3.1 document @fastify/swagger
// builds from every route's declaration (server/openapi/document.ts).
import { z } from "zod";
import { PUBLIC } from "../access.ts";
import { declareArea, declareEndpoints } from "../endpoint.ts";

/** Enough of the document's shape to say what it is; the serializer keeps every other property. */
export const openApiDocument = z
  .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
  .describe("An OpenAPI 3.1 document");

export const apiDescriptionArea = declareArea("about", "This description of the API.");

export const apiDescriptionEndpoints = declareEndpoints({
  "GET /api/openapi.json": {
    access: PUBLIC,
    schema: { summary: "This API description", response: { 200: openApiDocument } },
  },
});
