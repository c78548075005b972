// NUL (%00) in a path parameter or a query string is refused here, for every route at once: a
// query that carries one fails in PostgreSQL (it cannot store or compare NUL), and no one types it.
// A NUL in a JSON body is refused by its field's contract (`plainText`), beside the field; a header
// never carries one, since Node's HTTP parser answers 400 to it before any route runs.
import type { FastifyInstance } from "fastify";

export const NUL_MESSAGE = "The address must not contain a NUL character (%00)";

const hasNul = (value: unknown): boolean =>
  typeof value === "string" ? value.includes("\u0000") : Array.isArray(value) && value.some(hasNul);

/** Names and values, since a query's names are text too. */
const hasNulIn = (values: unknown) =>
  typeof values === "object" &&
  values !== null &&
  Object.entries(values).some(([name, value]) => hasNul(name) || hasNul(value));

export function refuseNul(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (hasNulIn(request.params) || hasNulIn(request.query)) {
      return reply.status(400).send({ error: NUL_MESSAGE });
    }
  });
}
