// A published guide's large-print page, /access-guides/<id>-<slug>/print: a document of its own,
// not the React app, so it has no menus to hide, no script at all (it works the same with
// JavaScript off) and a stylesheet that has nothing of the site's to undo. Big text, generous
// spacing, one column, black on white, on screen and on paper; the words are the guide's own
// (shared/access-guides/guide-html.ts), under an h1.
import type { FastifyPluginAsync } from "fastify";
import { escapeHtml, guideHtml, guideUrl } from "../../../shared/access-guides/guide-html.ts";
import { guidePrintPath } from "../../../shared/access-guides/print-path.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { parsePermalinkSegment } from "../../../shared/permalinks.ts";
import type { SiteConfig } from "../../../shared/site.ts";
import type { Db } from "../../db/connection.ts";
import { noticeLines } from "./notice-words.ts";
import { findPublishedGuide } from "./public-reads.ts";

type Guide = NonNullable<Awaited<ReturnType<typeof findPublishedGuide>>>;

/** At least 18 pt on paper and 24 px on screen; spacing after WCAG 1.4.12's figures and more. */
export const LARGE_PRINT_CSS = `
html { background: #fff; color: #000; }
body { margin: 0 auto; max-width: 40em; padding: 1.5rem 1.25rem 3rem;
  font-family: Arial, Helvetica, sans-serif; font-size: 1.5rem; line-height: 1.6;
  overflow-wrap: break-word; }
h1 { font-size: 2.1em; line-height: 1.2; margin: 0.5em 0; }
h2 { font-size: 1.5em; line-height: 1.25; margin: 1.5em 0 0.5em; padding-top: 0.5em;
  border-top: 3px solid #000; }
p, dl, ul { margin: 0 0 1em; }
dt { font-weight: bold; margin-top: 0.9em; }
dd { margin: 0.2em 0 0; }
ul { list-style: none; padding: 0; }
li { margin-bottom: 1em; }
img { display: block; max-width: 100%; height: auto; }
a { color: #000; text-decoration: underline; text-underline-offset: 0.2em; }
a:focus-visible { outline: 4px solid #000; outline-offset: 4px; }
.screen-only { border: 3px solid #000; padding: 0.75em 1em; }
.notice { border: 6px solid #000; padding: 0.75em 1em; }
@media print {
  @page { margin: 15mm; }
  body { max-width: none; padding: 0; font-size: 18pt; }
  .screen-only { display: none; }
  h2 { break-after: avoid; }
  dt { break-after: avoid; }
  li, img { break-inside: avoid; }
  img { max-height: 10cm; width: auto; }
}
`;

export function largePrintDocument(guide: Guide, site: Pick<SiteConfig, "siteUrl">): string {
  const url = guideUrl(site.siteUrl, guide);
  const title = `${guide.name}: large-print access guide | Real Access`;
  return [
    "<!doctype html>",
    '<html lang="en-GB">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    // The guide's own page is the one to find; this is the same words, printed.
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<style>${LARGE_PRINT_CSS}</style>`,
    "</head>",
    "<body>",
    "<main>",
    '<p class="screen-only">Large print. To print it, use your browser\'s Print command (Ctrl and P, or Command and P on a Mac). ' +
      `<a href="${escapeHtml(url)}">Back to the guide's page</a></p>`,
    // Its photos and links from this very site, by path: the page may be reached by more than
    // one host name, and the CSP allows images from its own origin only.
    // What is out of use today comes first, as on the guide's page; printed, it says the date.
    ...noticeLines(guide.notices, new Date()).map(
      (line) => `<p class="notice"><strong>Out of use:</strong> ${escapeHtml(line)}</p>`,
    ),
    guideHtml(guide, { siteUrl: "", headingLevel: 1 }),
    // On paper a link cannot be followed: the address is written out.
    `<p>Online at ${escapeHtml(url)}</p>`,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** The path asked for, decoded; a malformed escape is simply not the canonical path. */
function pathOf(url: string): string {
  try {
    return decodeURI(url.split("?")[0] ?? "");
  } catch {
    return url;
  }
}

const notFoundDocument = [
  "<!doctype html>",
  '<html lang="en-GB">',
  '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  "<title>Guide not found | Real Access</title>",
  '<meta name="robots" content="noindex">',
  `<style>${LARGE_PRINT_CSS}</style></head>`,
  "<body><main>",
  "<h1>We could not find this guide</h1>",
  "<p>It may have been taken down, or the address may be incomplete.</p>",
  `<p><a href="${PAGE_PATHS.accessGuides}">All access guides</a></p>`,
  "</main></body></html>",
  "",
].join("\n");

export const accessGuidePrintRoutes: FastifyPluginAsync<{ db: Db; site: SiteConfig }> = async (
  app,
  { db, site },
) => {
  app.get<{ Params: { ref: string } }>(PAGE_PATHS.accessGuidePrint, async (request, reply) => {
    const wanted = parsePermalinkSegment(request.params.ref);
    const guide = wanted ? await findPublishedGuide(db, wanted.id) : undefined;
    if (!guide) {
      return reply.status(404).type("text/html; charset=utf-8").send(notFoundDocument);
    }
    // One address per guide, as for its page: an old or shortened slug goes to today's.
    const canonical = guidePrintPath(guide);
    if (pathOf(request.url) !== canonical) {
      return reply.redirect(canonical, 301);
    }
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(largePrintDocument(guide, site));
  });
};
