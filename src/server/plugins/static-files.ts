// Built assets: hashed files under /assets are cached for a year; the rest for an hour.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export async function registerStaticFiles(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false, // one route per built file; every other path falls through to the pages
    index: false,
    allowedPath: (pathName) => pathName !== "/index.html",
    cacheControl: false, // set below, per file
    setHeaders(reply, path) {
      const hashed = path.includes("/assets/");
      reply.header(
        "cache-control",
        hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
}
