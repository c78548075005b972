// An RSS 2.0, RSS 1.0 or Atom 1.0 document → the items to import. The whole document is
// checked before any item is returned, so a malformed feed imports nothing. Text is reduced from
// HTML, links must be http(s), and each item gets the identity that deduplicates it. No picture is
// kept: a feed's images live on other hosts, tracking pixels among them, and showing one
// would send every reader's browser there.
import { createHash } from "node:crypto";
import { XMLParser } from "fast-xml-parser";
import { NEWS_FIELD_MAX } from "../../shared/contracts/news.ts";
import { FeedFormatError } from "./feed-format-error.ts";
import { htmlToText } from "./html-to-text.ts";

export { FeedFormatError };

export interface FeedItem {
  /** What makes the item the same item next time: its guid or Atom id, else its link. */
  guid: string;
  title: string;
  excerpt: string | null;
  content: string;
  link: string | null;
  /** The feed's own date for the item, if it gave one that parses. */
  publishedAt: Date | null;
}

export interface ParsedFeed {
  /** Every item in the document, including any not imported. */
  itemCount: number;
  /** Those with an identity and some words, at most FEED_ITEMS_MAX. */
  items: FeedItem[];
}

/** More than any real feed's page; the rest of a bigger one waits for the next fetch. */
export const FEED_ITEMS_MAX = 200;
/** Top story cards show three lines of excerpt; a feed's summary can be an essay. */
export const IMPORTED_EXCERPT_MAX = 300;
/** Longer ids (never seen in practice) are stored as a hash, to fit a btree index entry. */
const GUID_MAX = 1000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});

type Node = unknown;

const asArray = (node: Node): Node[] =>
  node === undefined || node === null ? [] : Array.isArray(node) ? node : [node];

const field = (node: Node, name: string): Node =>
  node && typeof node === "object" && !Array.isArray(node)
    ? (node as Record<string, Node>)[name]
    : undefined;

/** All the text in a node, an XHTML subtree's included. */
function textOf(node: Node): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string") return node;
  if (typeof node === "number" || typeof node === "boolean") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  return Object.entries(node as Record<string, Node>)
    .filter(([key]) => !key.startsWith("@_"))
    .map(([, value]) => textOf(value))
    .join(" ");
}

const firstText = (...nodes: Node[]) => {
  for (const node of nodes) {
    const text = textOf(asArray(node)[0]).trim();
    if (text) return text;
  }
  return "";
};

/** An absolute http(s) URL, resolved against the feed's own; anything else (javascript:…) is null. */
function httpUrl(value: string, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.href.length <= NEWS_FIELD_MAX.url ? url.href : null;
  } catch {
    return null;
  }
}

/** The text cut to `max` characters at a word, with an ellipsis when anything was cut. */
function clip(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

const EARLIEST = Date.UTC(1900, 0, 1);

/** The feed's date, or null; a date in the future is taken as now, so it cannot sit on top. */
function feedDate(text: string, now: Date): Date | null {
  if (!text) return null;
  const time = Date.parse(text);
  if (Number.isNaN(time) || time < EARLIEST) return null;
  return new Date(Math.min(time, now.getTime()));
}

/** A guid or Atom id that is already a URI is global; a bare one is only unique in its feed. */
function identity(id: string, link: string | null, feedUrl: string): string | null {
  const key = id ? (/^[a-z][a-z\d+.-]*:/i.test(id) ? id : `${feedUrl}#${id}`) : link;
  if (!key) return null;
  return key.length <= GUID_MAX ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

interface RawItem {
  id: string;
  link: string;
  title: Node;
  /** The full text, when the feed gives it apart from the summary. */
  body: Node;
  summary: Node;
  date: string;
}

function rssItem(item: Node): RawItem {
  return {
    id: firstText(field(item, "guid")) || String(field(item, "@_rdf:about") ?? ""),
    link: firstText(field(item, "link")),
    title: field(item, "title"),
    body: field(item, "content:encoded"),
    summary: field(item, "description"),
    date: firstText(field(item, "pubDate"), field(item, "dc:date")),
  };
}

function atomItem(entry: Node): RawItem {
  const links = asArray(field(entry, "link"));
  const alternate =
    links.find((link) => (field(link, "@_rel") ?? "alternate") === "alternate") ?? links[0];
  return {
    id: firstText(field(entry, "id")),
    link: String(field(alternate, "@_href") ?? ""),
    title: field(entry, "title"),
    body: field(entry, "content"),
    summary: field(entry, "summary"),
    date: firstText(field(entry, "published"), field(entry, "updated")),
  };
}

function toFeedItem(raw: RawItem, feedUrl: string, now: Date): FeedItem | null {
  const link = httpUrl(raw.link, feedUrl);
  const guid = identity(raw.id, link, feedUrl);
  const summary = htmlToText(firstText(raw.summary));
  const content = htmlToText(firstText(raw.body)) || summary;
  const title = htmlToText(firstText(raw.title)) || clip(content.split("\n")[0] ?? "", 100);
  if (!guid || !title) return null;
  const firstParagraph = (summary || content).split("\n")[0] ?? "";
  return {
    guid,
    title: clip(title, NEWS_FIELD_MAX.title),
    excerpt: firstParagraph ? clip(firstParagraph, IMPORTED_EXCERPT_MAX) : null,
    // The news table needs some content; a headline-only item repeats its title.
    content: clip(content || title, NEWS_FIELD_MAX.content),
    link,
    publishedAt: feedDate(raw.date, now),
  };
}

/** Parses the whole document or throws FeedFormatError saying what is wrong with it. */
export function parseFeed(xml: string, feedUrl: string, now = new Date()): ParsedFeed {
  // Feeds have no use for entity declarations, and they are how XML bombs are built.
  if (/<!ENTITY/i.test(xml)) {
    throw new FeedFormatError("The feed declares XML entities, which news sources may not use");
  }
  let document: Node;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    // The parser's message is "<what>:<line>:<column>".
    const text = String((error as Error).message);
    const where = /^([\s\S]*):(\d+):\d+$/.exec(text);
    let what = (where?.[1] ?? text).replace(/\.$/, "");
    // A document cut short comes back as the list of elements left open: name the innermost.
    const open = /^Invalid '\[(.*)\]' found$/s.exec(what)?.[1]?.match(/[^\s",]+/g);
    if (open?.length) what = `it ends before <${open.at(-1)}> is closed`;
    throw new FeedFormatError(
      `The feed is not well-formed XML: ${what}${where ? ` (line ${where[2]})` : ""}`,
    );
  }
  const rss = field(document, "rss");
  const rdf = field(document, "rdf:RDF");
  const atom = field(document, "feed");
  const raw = rss
    ? asArray(field(asArray(field(rss, "channel"))[0], "item")).map(rssItem)
    : rdf
      ? asArray(field(rdf, "item")).map(rssItem)
      : atom
        ? asArray(field(atom, "entry")).map(atomItem)
        : null;
  if (!raw) throw new FeedFormatError("The document is not an RSS or Atom feed");

  const seen = new Set<string>();
  const items: FeedItem[] = [];
  for (const entry of raw) {
    const item = toFeedItem(entry, feedUrl, now);
    if (!item || seen.has(item.guid)) continue;
    seen.add(item.guid);
    items.push(item);
    if (items.length === FEED_ITEMS_MAX) break;
  }
  return { itemCount: raw.length, items };
}
