// The self-assessment (docs/product.md#self-assessment): its questions, and results that are
// saved, read, updated and deleted by their token alone: whoever holds the link holds the
// results, as with a shared document. Nothing asks who you are, and no public page shows any of
// it. The admin sees a summary of them all.
import { PUBLIC, requires } from "../access.ts";
import { areaById } from "../assessment/areas/index.ts";
import {
  assessmentCreated,
  assessmentInput,
  assessmentResult,
  assessmentSummary,
  questionList,
  questionsQuery,
  tokenParams,
} from "../contracts/assessments.ts";
import { errorResponse, noContent } from "../contracts/common.ts";
import { declareArea, declareEndpoints, NOTHING } from "../endpoint.ts";
import { PAGE_PATHS } from "../page-paths.ts";

/** A small shop's answers to every question of one area, all "yes". */
const exampleAnswers = () => ({
  businessType: "retail",
  businessSize: "2-9",
  focus: ["digital"],
  responses: Object.fromEntries(
    areaById("digital").questions.map((question) => [question.id, "yes"]),
  ),
});

export const assessmentArea = declareArea(
  "assessments",
  "The self-assessment: its questions, saved results and the admin's summary.",
);

export const assessmentEndpoints = declareEndpoints({
  "GET /api/assessments/questions": {
    access: PUBLIC,
    schema: { querystring: questionsQuery, response: { 200: questionList } },
  },
  "POST /api/assessments": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      body: assessmentInput,
      response: { 201: assessmentCreated, 400: errorResponse, 429: errorResponse },
    },
    example: exampleAnswers(),
    // The journey without JavaScript: each step posts to the page, carrying the earlier answers
    // in hidden fields (its fields are the step's questions); the last stores the results.
    form: {
      page: PAGE_PATHS.selfAssessment,
      example: { step: "about", action: "continue", businessType: "retail" },
    },
  },
  // "Update my answers": the same body as POST, and the results stay at their address.
  "PUT /api/assessments/:token": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: tokenParams,
      body: assessmentInput,
      response: {
        200: assessmentCreated,
        400: errorResponse,
        404: errorResponse,
        429: errorResponse,
      },
    },
    example: exampleAnswers(),
  },
  "GET /api/assessments/:token": {
    access: PUBLIC,
    schema: { params: tokenParams, response: { 200: assessmentResult, 404: errorResponse } },
  },
  "DELETE /api/assessments/:token": {
    access: PUBLIC,
    changes: NOTHING,
    schema: { params: tokenParams, response: { 204: noContent, 404: errorResponse } },
    form: { page: PAGE_PATHS.selfAssessmentDelete, params: tokenParams },
  },
  "GET /api/admin/assessments/summary": {
    access: requires("read-assessments"),
    schema: { response: { 200: assessmentSummary } },
  },
});
