// Self-assessment results for a test to make a guide from: a business that answered every
// communication question Yes. Its token is what the start of a guide asks for.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { areaById } from "../../shared/assessment/areas/index.ts";

export async function resultsToken(
  app: FastifyInstance,
  { remoteAddress, businessType = "hospitality" }: { remoteAddress: string; businessType?: string },
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/assessments",
    remoteAddress,
    payload: {
      businessType,
      businessSize: "2-9",
      focus: ["communication"],
      responses: Object.fromEntries(
        areaById("communication").questions.map((question) => [question.id, "yes"]),
      ),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}
