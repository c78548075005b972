// Discovery for search engines: /robots.txt keeps them out of the admin area and points to
// /sitemap.xml, which lists the public pages at the deployment's SITE_URL.
import type { FastifyPluginAsync } from "fastify";
import { absoluteUrl, SITEMAP_PATHS, type SiteConfig } from "../../../shared/site.ts";

export const discoveryRoutes: FastifyPluginAsync<{ site: SiteConfig }> = async (app, { site }) => {
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${absoluteUrl(site.siteUrl, "/sitemap.xml")}\n`,
      ),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const urls = SITEMAP_PATHS.map(
      (path) => `  <url><loc>${escapeXml(absoluteUrl(site.siteUrl, path))}</loc></url>`,
    ).join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
