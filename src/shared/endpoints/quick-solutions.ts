// Quick solutions: the public list and pages, and the editors' writes
// (docs/product.md#managing-quick-solutions). Articles name the solutions they point to, so a
// change to a solution changes article pages too.
import { PUBLIC, requires } from "../access.ts";
import { errorResponse, idParams, noContent } from "../contracts/common.ts";
import {
  publicQuickSolution,
  quickSolution,
  quickSolutionInput,
  quickSolutionList,
  quickSolutionListQuery,
} from "../contracts/quick-solutions.ts";
import { declareArea, declareEndpoints } from "../endpoint.ts";

const CHANGES = ["quick-solution", "article"] as const;

export const quickSolutionArea = declareArea(
  "quick-solutions",
  "Quick solutions to common accessibility problems.",
);

export const quickSolutionEndpoints = declareEndpoints({
  "GET /api/quick-solutions": {
    access: PUBLIC,
    schema: { querystring: quickSolutionListQuery, response: { 200: quickSolutionList } },
  },
  "GET /api/quick-solutions/:id": {
    access: PUBLIC,
    schema: { params: idParams, response: { 200: publicQuickSolution, 404: errorResponse } },
  },
  "POST /api/admin/quick-solutions": {
    access: requires("publish-content"),
    changes: CHANGES,
    schema: { body: quickSolutionInput, response: { 201: quickSolution } },
    example: {
      issue: "Glare on the shop window",
      whyItsAnIssue: "Reflections hide the opening hours from people with low vision.",
      possibleSolutions: "Fit an anti-glare film and repeat the hours at eye level.",
      displayOrder: 3,
    },
  },
  "PUT /api/admin/quick-solutions/:id": {
    access: requires("publish-content"),
    changes: CHANGES,
    schema: {
      params: idParams,
      body: quickSolutionInput,
      response: { 200: quickSolution, 404: errorResponse },
    },
    example: {
      issue: "Glare on the shop window",
      whyItsAnIssue: "Reflections hide the opening hours from people with low vision.",
      possibleSolutions: "Fit an anti-glare film and repeat the hours at eye level.",
      displayOrder: 4,
    },
  },
  "DELETE /api/admin/quick-solutions/:id": {
    access: requires("publish-content"),
    changes: CHANGES,
    schema: { params: idParams, response: { 204: noContent, 404: errorResponse } },
  },
});
