// Many HTTP clients send `Content-Type: application/json` with an empty body on actions that take
// none (approve, like). Fastify's JSON parser refuses that with 400; here an empty body is simply
// no body, and a route that needs one still answers 400 from its schema. Everything else, including
// the refusal of `__proto__` and `constructor` keys, is Fastify's own parser.
import type { FastifyInstance } from "fastify";

export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
