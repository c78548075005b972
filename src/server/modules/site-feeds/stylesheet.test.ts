// A feed opened in a browser reads as a page, through an XSL stylesheet of this origin.
// The transformation itself runs in the browser test (tests/e2e/feed-page.spec.ts).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FEED_KINDS, feedPath } from "../../../shared/feeds.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { FEED_STYLE, FEED_STYLESHEET } from "./stylesheet.ts";

const { app } = await setUpTestApp({ SITE_URL: "https://realaccess.example/" });

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: path, headers });

const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const READER_ACCEPT = "application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.8";

describe("a feed opened in a browser", () => {
  it("names the stylesheet in every feed, right after the XML declaration", async () => {
    for (const kind of FEED_KINDS) {
      for (const format of ["rss", "atom"] as const) {
        const { body } = await fetchFeed(feedPath(kind, format));
        const prolog = `<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet href="${FEED_STYLESHEET.href}" type="text/xsl"?>`;
        expect(body.startsWith(prolog)).toBe(true);
        expect(body.slice(prolog.length).trimStart()).toMatch(
          format === "rss" ? /^<rss / : /^<feed /,
        );
      }
    }
  });

  it("sends a browser the same feed as XML, which it renders with the stylesheet", async () => {
    for (const format of ["rss", "atom"] as const) {
      const path = feedPath("news", format);
      const browser = await fetchFeed(path, { accept: BROWSER_ACCEPT });
      const reader = await fetchFeed(path, { accept: READER_ACCEPT });
      expect(browser.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(reader.headers["content-type"]).toBe(
        `application/${format === "rss" ? "rss" : "atom"}+xml; charset=utf-8`,
      );
      expect(browser.body).toBe(reader.body);
      for (const response of [browser, reader]) expect(response.headers.vary).toMatch(/accept/i);
      // Caches must not answer one with the other's type.
      expect(browser.headers.etag).not.toBe(reader.headers.etag);
      const again = await fetchFeed(path, {
        accept: BROWSER_ACCEPT,
        "if-none-match": String(browser.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it("serves the stylesheet as well-formed XSLT, cached for good under its versioned address", async () => {
    const response = await fetchFeed(FEED_STYLESHEET.href);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xslt+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(XMLValidator.validate(response.body)).toBe(true);
    const stylesheet = parser.parse(response.body)["xsl:stylesheet"];
    expect(stylesheet["@version"]).toBe("1.0");
    expect(stylesheet["@xmlns:xsl"]).toBe("http://www.w3.org/1999/XSL/Transform");

    // An old feed may still name an earlier version: it gets today's file, kept an hour only.
    const unversioned = await fetchFeed(`${FEED_STYLESHEET.path}?v=earlier`);
    expect(unversioned.body).toBe(response.body);
    expect(unversioned.headers["cache-control"]).toBe("public, max-age=3600");
    const again = await fetchFeed(FEED_STYLESHEET.href, {
      "if-none-match": String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("makes a page with a language, a title, landmarks, the feed's address and a way back", () => {
    const xsl = FEED_STYLESHEET.body;
    expect(xsl).toContain('<html lang="en-GB">');
    expect(xsl).toContain('<title><xsl:value-of select="$title"/> feed</title>');
    for (const element of ["<header>", "<main ", "<h1>", "<footer>"])
      expect(xsl).toContain(element);
    expect(xsl).toContain("What is a feed?");
    expect(xsl).toContain("How to subscribe");
    expect(xsl).toContain('<code class="address"><xsl:value-of select="$address"/></code>');
    expect(xsl).toContain('<a href="/">Back to the Real Access website</a>');
    expect(xsl).toContain('<a href="/feeds">All our feeds</a>');
  });

  it("styles the page from this origin, so the strict CSP needs no exception", async () => {
    const xsl = FEED_STYLESHEET.body;
    expect(xsl).toContain(`<link rel="stylesheet" href="${FEED_STYLE.href}"/>`);
    // Neither inline style nor script: the feed's CSP would refuse them.
    expect(xsl).not.toMatch(/<style|style=|<script/);

    const css = await fetchFeed(FEED_STYLE.href);
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(css.body).toContain("@media (prefers-color-scheme: dark)");
    expect(css.body).toContain("@media (prefers-contrast: more)");

    // The browser loads the XSL under the feed's own CSP as a script, and the CSS as a style.
    const feed = await fetchFeed(feedPath("news", "rss"), { accept: BROWSER_ACCEPT });
    const csp = String(feed.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'[ ;]/);
    expect(csp).toMatch(/style-src 'self'[ ;]/);
    expect(feed.headers["x-content-type-options"]).toBe("nosniff");
  });
});
