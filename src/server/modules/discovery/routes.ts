// Discovery for search engines: /robots.txt keeps them out of the admin area and the API (but not
// the API reference, a page for people) and points to /sitemap.xml, which lists the public pages
// at the deployment's SITE_URL.
import type { FastifyPluginAsync } from "fastify";
import { KIND_NAMES } from "../../../shared/content-kinds.ts";
import { SITEMAP_PATHS } from "../../../shared/page-paths.ts";
import { permalinkPath } from "../../../shared/permalinks.ts";
import { absoluteUrl, type SiteConfig } from "../../../shared/site.ts";
import type { Db } from "../../db/connection.ts";
import { SERVER_KINDS } from "../content-kinds/registry.ts";

/** Every item's page, kind by kind (never a pending story or a draft). */
async function permalinkPaths(db: Db): Promise<string[]> {
  const kinds = await Promise.all(
    KIND_NAMES.map(async (kind) =>
      (await SERVER_KINDS[kind].sitemapItems(db)).map((item) => permalinkPath(kind, item)),
    ),
  );
  return kinds.flat();
}

export const discoveryRoutes: FastifyPluginAsync<{ site: SiteConfig; db: Db }> = async (
  app,
  { site, db },
) => {
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /api/docs/\n\nSitemap: ${absoluteUrl(site.siteUrl, "/sitemap.xml")}\n`,
      ),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const paths = [...SITEMAP_PATHS, ...(await permalinkPaths(db))];
    const urls = paths
      .map((path) => `  <url><loc>${escapeXml(absoluteUrl(site.siteUrl, path))}</loc></url>`)
      .join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
