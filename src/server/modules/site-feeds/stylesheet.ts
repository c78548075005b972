// A feed opened in a browser reads as a page. Each feed names an XSL stylesheet
// (`<?xml-stylesheet?>`) that the browser turns into a small HTML page: what a feed is, how to
// subscribe, the feed's address and its latest items. The feed itself is unchanged for readers.
// Both files come from this origin, so the strict CSP allows them: the XSL as a script
// ('self'), the CSS as a style sheet ('self'); the page has no inline style or script. Browsers
// that no longer run XSLT show the XML as it is, and the footer's "Follow us" leads to the
// /feeds page, which says the same in HTML.
import { createHash } from "node:crypto";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { BRAND } from "../../../shared/site.ts";

export interface FeedAsset {
  path: string;
  contentType: string;
  body: string;
  /** A hash of the body: `href` carries it, so a changed file is a new address. */
  version: string;
  /** The address the feeds and the XSL link to. */
  href: string;
}

function feedAsset(path: string, contentType: string, body: string): FeedAsset {
  const version = createHash("sha256").update(body).digest("base64url").slice(0, 12);
  return { path, contentType, body, version, href: `${path}?v=${version}` };
}

// The site's default colours in light; its 'dark' theme's when the system asks for dark; two
// colours only when it asks for more contrast; system colours when it forces its own. Every
// pairing meets WCAG AA. System fonts: the site's own font files have hashed names.
const FEED_CSS = `:root {
  color-scheme: light dark;
  --bg: #fefefe;
  --fg: #000000;
  --muted: #3f4543;
  --surface: #eef3f1;
  --line: #6f7a76;
  --accent: #0d5e58;
  --focus: #1d4ed8;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #000000;
    --fg: #ffffff;
    --muted: #d1d1d1;
    --surface: #1c1c1c;
    --line: #8c8c8c;
    --accent: #ffd84d;
    --focus: #ffd84d;
  }
}
@media (prefers-contrast: more) {
  :root {
    --muted: var(--fg);
    --surface: var(--bg);
    --line: var(--fg);
    --accent: var(--fg);
    --focus: var(--fg);
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--bg);
  color: var(--fg);
  font-family: Arial, "Liberation Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 1.125rem;
  line-height: 1.5;
  overflow-wrap: break-word;
}
.column { max-width: 48rem; margin: 0 auto; padding: 0 1rem; }
header { background: var(--surface); border-bottom: 1px solid var(--line); }
.brand { display: inline-block; margin: 0.75rem 0; font-size: 1.25rem; font-weight: 700; }
a { color: var(--accent); text-decoration-thickness: 1px; text-underline-offset: 0.2em; }
a:hover { text-decoration-thickness: 3px; }
:focus-visible { outline: 4px solid var(--focus); outline-offset: 2px; box-shadow: 0 0 0 6px var(--bg); }
h1 { font-size: 2rem; line-height: 1.2; margin: 2rem 0 0.5rem; }
h2 { font-size: 1.5rem; line-height: 1.25; margin: 2.5rem 0 0.75rem; }
h3 { font-size: 1.2rem; line-height: 1.3; margin: 0; }
p { margin: 0.75rem 0 0; }
.lede { margin: 0; color: var(--muted); font-size: 1.25rem; }
.about {
  margin-top: 2rem;
  padding: 0.25rem 1.25rem 1.25rem;
  background: var(--surface);
  border: 1px solid var(--line);
  border-left: 0.4rem solid var(--accent);
  border-radius: 0.5rem;
}
.about h2 { margin-top: 1rem; font-size: 1.3rem; }
.about ol { margin: 0.75rem 0 0; padding-left: 1.5rem; }
.about li + li { margin-top: 0.5rem; }
.address {
  display: block;
  margin-top: 0.25rem;
  padding: 0.4rem 0.6rem;
  background: var(--bg);
  border: 1px solid var(--line);
  border-radius: 0.25rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 1rem;
  overflow-wrap: anywhere;
  user-select: all;
}
.items { margin: 0; padding: 0; list-style: none; }
.items li { padding: 1rem 0; border-top: 1px solid var(--line); }
.items li:last-child { border-bottom: 1px solid var(--line); }
.date { margin-top: 0.25rem; color: var(--muted); font-size: 1rem; }
footer { margin-top: 3rem; padding: 1rem 0 2rem; border-top: 1px solid var(--line); }
footer ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0; padding: 0; list-style: none; }
@media (forced-colors: active) {
  .about, .address { border-color: CanvasText; }
  :focus-visible { outline-color: Highlight; }
}
`;

export const FEED_STYLE = feedAsset("/feeds/feed.css", "text/css", FEED_CSS);

/** `number` months in an Atom date; their names for an RSS date ("Tue, 02 Apr 2030 …"). */
const MONTHS = "JanFebMarAprMayJunJulAugSepOctNovDec";

// XSLT 1.0 (all browsers have): RSS 2.0 or Atom 1.0 in, one HTML page out. Titles and summaries
// the feeds declare as HTML are our own escaped text, so `unescape` turns them back into text
// (never markup: the output escapes it again). Dates show as the site shows them, '2 Apr 2030',
// from the UTC day the feed gives.
const feedXsl = (styleHref: string) => `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom">
  <xsl:output method="html" encoding="utf-8" doctype-system="about:legacy-compat" indent="no"/>

  <xsl:variable name="title" select="/rss/channel/title | /atom:feed/atom:title"/>
  <xsl:variable name="description" select="/rss/channel/description | /atom:feed/atom:subtitle"/>
  <xsl:variable name="address" select="/rss/channel/atom:link[@rel='self']/@href | /atom:feed/atom:link[@rel='self']/@href"/>

  <xsl:template match="/">
    <html lang="en-GB">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="$title"/> feed</title>
        <link rel="stylesheet" href="${styleHref}"/>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
      </head>
      <body>
        <header>
          <div class="column"><a class="brand" href="/">${BRAND.name}</a></div>
        </header>
        <main class="column">
          <h1><xsl:value-of select="$title"/> feed</h1>
          <p class="lede"><xsl:value-of select="$description"/></p>
          <section class="about" aria-labelledby="what-is-a-feed">
            <h2 id="what-is-a-feed">What is a feed?</h2>
            <p>A feed lets you follow <xsl:value-of select="$title"/> without visiting our website. A feed reader, an app or website that collects feeds, checks it for you and shows each new item as soon as we publish it. There is no account to make with us.</p>
            <h2 id="how-to-subscribe">How to subscribe</h2>
            <ol>
              <li>Copy this feed’s address:<code class="address"><xsl:value-of select="$address"/></code></li>
              <li>In your feed reader, choose to add a feed or a subscription, and paste the address.</li>
            </ol>
            <p>New to feeds? <a href="${PAGE_PATHS.feeds}">How to follow ${BRAND.name}</a> explains more, with all our feeds in one place.</p>
          </section>
          <h2 id="latest">Latest in this feed</h2>
          <xsl:choose>
            <xsl:when test="/rss/channel/item | /atom:feed/atom:entry">
              <ul class="items">
                <xsl:apply-templates select="/rss/channel/item | /atom:feed/atom:entry"/>
              </ul>
            </xsl:when>
            <xsl:otherwise>
              <p>Nothing has been published here yet.</p>
            </xsl:otherwise>
          </xsl:choose>
        </main>
        <footer>
          <ul class="column">
            <li><a href="/">Back to the ${BRAND.name} website</a></li>
            <li><a href="${PAGE_PATHS.feeds}">All our feeds</a></li>
          </ul>
        </footer>
      </body>
    </html>
  </xsl:template>

  <xsl:template match="item">
    <xsl:variable name="day" select="number(substring(pubDate, 6, 2))"/>
    <xsl:variable name="month" select="substring(pubDate, 9, 3)"/>
    <xsl:variable name="year" select="substring(pubDate, 13, 4)"/>
    <xsl:variable name="monthNumber" select="string-length(substring-before('${MONTHS}', $month)) div 3 + 1"/>
    <li>
      <h3><a href="{link}"><xsl:value-of select="title"/></a></h3>
      <p class="date"><time datetime="{$year}-{format-number($monthNumber, '00')}-{format-number($day, '00')}"><xsl:value-of select="concat($day, ' ', $month, ' ', $year)"/></time></p>
      <xsl:if test="normalize-space(description)">
        <p><xsl:call-template name="unescape"><xsl:with-param name="text" select="description"/></xsl:call-template></p>
      </xsl:if>
    </li>
  </xsl:template>

  <xsl:template match="atom:entry">
    <xsl:variable name="shown" select="substring(concat(atom:published, atom:updated), 1, 10)"/>
    <li>
      <h3><a href="{atom:link/@href}"><xsl:call-template name="unescape"><xsl:with-param name="text" select="atom:title"/></xsl:call-template></a></h3>
      <p class="date"><time datetime="{$shown}"><xsl:value-of select="concat(number(substring($shown, 9, 2)), ' ', substring('${MONTHS}', substring($shown, 6, 2) * 3 - 2, 3), ' ', substring($shown, 1, 4))"/></time></p>
      <xsl:if test="normalize-space(atom:summary)">
        <p><xsl:call-template name="unescape"><xsl:with-param name="text" select="atom:summary"/></xsl:call-template></p>
      </xsl:if>
    </li>
  </xsl:template>

  <!-- The five references the feeds' escaping writes, read back left to right. -->
  <xsl:template name="unescape">
    <xsl:param name="text"/>
    <xsl:choose>
      <xsl:when test="contains($text, '&amp;')">
        <xsl:value-of select="substring-before($text, '&amp;')"/>
        <xsl:variable name="rest" select="substring-after($text, '&amp;')"/>
        <xsl:variable name="reference" select="substring-before($rest, ';')"/>
        <xsl:choose>
          <xsl:when test="$reference = 'amp'">&amp;</xsl:when>
          <xsl:when test="$reference = 'lt'">&lt;</xsl:when>
          <xsl:when test="$reference = 'gt'">&gt;</xsl:when>
          <xsl:when test="$reference = 'quot'">"</xsl:when>
          <xsl:when test="$reference = '#39'">'</xsl:when>
          <xsl:otherwise>&amp;</xsl:otherwise>
        </xsl:choose>
        <xsl:call-template name="unescape">
          <xsl:with-param name="text">
            <xsl:choose>
              <xsl:when test="$reference = 'amp' or $reference = 'lt' or $reference = 'gt' or $reference = 'quot' or $reference = '#39'">
                <xsl:value-of select="substring-after($rest, ';')"/>
              </xsl:when>
              <xsl:otherwise><xsl:value-of select="$rest"/></xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
`;

export const FEED_STYLESHEET = feedAsset(
  "/feeds/feed.xsl",
  "application/xslt+xml",
  feedXsl(FEED_STYLE.href),
);
