// One JSON error shape, {"error", "details"?}; client mistakes are 4xx, never 500
// (docs/product.md#how-the-api-behaves).
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { answerBusy, ServerBusy } from "../http/busy-page.ts";
import { HttpError } from "../http/http-error.ts";

/**
 * What the log keeps of a failed request. A failed query's message carries its parameters, which
 * are visitors' words and e-mail addresses, so for those only the database's error code is kept.
 */
export function describeFailure(error: Error, request: FastifyRequest) {
  const where = { method: request.method, route: request.routeOptions.url ?? "(no route)" };
  const cause = error.cause as { code?: unknown } | undefined;
  if ("query" in error && "params" in error) {
    return { ...where, failure: "database query", code: cause?.code ?? null };
  }
  return { ...where, err: error };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServerBusy) return answerBusy(request, reply);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || null,
        message: issue.message,
      }));
      const where = error.validationContext ?? "request";
      return reply.status(400).send({ error: `Invalid ${where}`, details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large…
      return reply.status(status).send({ error: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // A statement past its time limit, or the database starting again: try again shortly.
      request.log.warn(describeFailure(error, request), "the database could not answer in time");
      return answerBusy(request, reply);
    }
    request.log.error(describeFailure(error, request), "request failed");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  });
}
