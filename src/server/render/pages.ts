// Every non-API GET is a page: rendered on the server with its data, then hydrated.
import type { FastifyInstance } from "fastify";
import type { SiteConfig } from "../../shared/site.ts";
import { cspNonceOf } from "../plugins/security-headers.ts";
import { renderDocument } from "./document.ts";
import type { PageSource } from "./page-source.ts";

export function registerPages(app: FastifyInstance, source: PageSource, site: SiteConfig) {
  // SPEC's footer pointed at a missing /advice; we keep that address working (ARCHITECTURE §9).
  app.get("/advice", async (_request, reply) => reply.redirect("/advice-and-solutions", 301));

  app.get("/*", async (request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.status(404).send({ error: `No API route for GET ${request.url.split("?")[0]}` });
    }
    // The page's data is fetched as an anonymous visitor, whoever is viewing: no cookie or
    // credential reaches the API, so every viewer gets the same HTML and nothing meant for the
    // admin (an author's e-mail address) can be rendered into a page.
    const fetchJson = async (path: string) => {
      const answer = await app.inject({ method: "GET", url: path });
      if (answer.statusCode >= 400) {
        throw new Error(`${answer.statusCode}: ${answer.body || answer.statusMessage}`);
      }
      return answer.json();
    };
    const [template, entry] = await Promise.all([source.template(request.url), source.entry()]);
    const result = await entry.render({ url: request.url, site, fetchJson });
    return reply
      .status(result.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(renderDocument(template, result, site, cspNonceOf(reply.raw)));
  });
}
