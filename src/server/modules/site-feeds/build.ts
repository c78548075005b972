// Turns a feed's entries into RSS 2.0 or Atom 1.0 with the `feed` package (no
// hand-built XML). Items link to their permalinks at the deployment's SITE_URL.
import { Feed, type Item } from "feed";
import type { FeedKind } from "../../../shared/content-kinds.ts";
import { type FeedFormat, feedOf, feedPath } from "../../../shared/feeds.ts";
import { permalinkPath } from "../../../shared/permalinks.ts";
import { absoluteUrl, BRAND, type SiteConfig } from "../../../shared/site.ts";
import type { FeedEntry } from "../../lib/content-kind.ts";
import { escapeHtml } from "../../render/document.ts";
import { FEED_STYLESHEET } from "./stylesheet.ts";

// XML 1.0 cannot carry most C0 controls, U+FFFE/U+FFFF or half a surrogate pair; a story's text
// may hold them, and one would make the whole document unreadable.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const xmlText = (text: string) => text.replace(NOT_XML, "");

/**
 * Plain text for a CDATA section. xml-js, which the package writes with, splits only the first
 * "]]>" so that it cannot end the section; later ones are split here, and a test pins it.
 */
function cdataText(text: string): string {
  const clean = xmlText(text);
  const first = clean.indexOf("]]>");
  if (first < 0) return clean;
  const rest = clean.slice(first + 3).replaceAll("]]>", "]]]]><![CDATA[>");
  return `${clean.slice(0, first + 3)}${rest}`;
}

/** Text for an attribute: the package escapes only `&` and `"` there, and `<` is not allowed. */
const attributeText = (text: string) => xmlText(text).replace(/</g, "");

/** The feed document. Each item's link is also its id (Atom) and permalink guid (RSS). */
export function renderFeed(
  kind: FeedKind,
  format: FeedFormat,
  entries: FeedEntry[],
  site: SiteConfig,
): string {
  const definition = feedOf(kind);
  const at = (path: string) => absoluteUrl(site.siteUrl, path);
  // Atom titles and both formats' summaries are declared HTML by the package (CDATA, type="html"),
  // so text is escaped for them; an RSS title is plain text and goes as written.
  const asHtml = (text: string) => escapeHtml(xmlText(text));
  const feed = new Feed({
    id: at(feedPath(kind, format)),
    title: definition.title,
    description: definition.description,
    link: at(definition.pagePath),
    language: "en-GB",
    // Not the time of the request: the same content gives the same bytes, hence the same ETag.
    updated: newest(entries),
    feedLinks: { [format]: at(feedPath(kind, format)) },
    author: { name: BRAND.name, link: at("/") },
    generator: false,
    // A browser shows the feed as a page through this; feed readers ignore it.
    stylesheet: FEED_STYLESHEET.href,
  });
  for (const entry of entries) {
    const link = at(permalinkPath(kind, entry));
    const item: Item = {
      title: format === "atom" ? asHtml(entry.title) : cdataText(entry.title),
      link,
      date: entry.updated,
      published: entry.published,
      description: asHtml(entry.summary),
    };
    if (entry.category) {
      // RSS writes the name as text; Atom writes attributes, and requires a term.
      item.category = [
        format === "atom"
          ? { term: attributeText(entry.category), name: attributeText(entry.category) }
          : { name: xmlText(entry.category) },
      ];
    }
    if (entry.authorName) {
      const name = xmlText(entry.authorName);
      if (format === "atom") item.author = [{ name }];
      // RSS's own <author> is meant to be an e-mail address, which a feed must never carry; Dublin
      // Core's creator is the usual place for a name (declared in place, as the package only
      // declares the namespace when items have full content).
      else
        item.extensions = [
          { name: "dc:creator", objects: { _attributes: { "xmlns:dc": DC }, _text: name } },
        ];
    }
    feed.addItem(item);
  }
  return format === "atom" ? feed.atom1() : feed.rss2();
}

const DC = "http://purl.org/dc/elements/1.1/";

function newest(entries: FeedEntry[]): Date {
  const times = entries.map((entry) => entry.updated.getTime());
  // An empty feed has never changed.
  return new Date(times.length > 0 ? Math.max(...times) : 0);
}
