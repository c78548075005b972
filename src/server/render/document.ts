// Assembles the HTML document from Vite's index.html and one SSR result.
import { FEED_FORMATS, FEED_KINDS, type FeedFormat, feedOf, feedPath } from "../../shared/feeds.ts";
import {
  absoluteUrl,
  BRAND,
  type SiteConfig,
  type SsrResult,
  STATE_ELEMENT_ID,
} from "../../shared/site.ts";

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * React Aria's pressables add this style to the head when the first of them mounts, unless an
 * element with its id is there already. Added while the page hydrates, its new cascade layer made
 * the browser restyle every element at once, inside the Advice page's longest task. Sent with the
 * page, it is in place before the first paint and React Aria leaves it alone (decision 015).
 */
const PRESSABLE_STYLE =
  '<style id="react-aria-pressable-style">@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}</style>';

export function renderDocument(template: string, result: SsrResult, site: SiteConfig): string {
  const head = [
    PRESSABLE_STYLE,
    `<title>${escapeHtml(result.title)}</title>`,
    result.noindex ? '<meta name="robots" content="noindex">' : "",
    ...headMeta(result, site),
    // A data block, never run, so the CSP has nothing to allow.
    ...result.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join("");
  const state = `<script id="${STATE_ELEMENT_ID}" type="application/json">${jsonForScript({
    site,
    query: result.state,
  })}</script>`;
  return template
    .replace("<!--app-head-->", () => head)
    .replace("<!--app-html-->", () => result.html)
    .replace("<!--app-state-->", () => state);
}

/** The page's description and Open Graph tags; og:url and the canonical link use SITE_URL. */
function headMeta(result: SsrResult, site: SiteConfig): string[] {
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    meta("name", "description", result.description),
    meta("property", "og:site_name", BRAND.name),
    meta("property", "og:title", result.title),
    meta("property", "og:description", result.description),
    meta("property", "og:type", result.path === "/" ? "website" : "article"),
    meta("property", "og:locale", "en_GB"),
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", result.title),
    meta("name", "twitter:description", result.description),
  ];
  if (result.path !== null) {
    const url = absoluteUrl(site.siteUrl, result.path);
    tags.push(meta("property", "og:url", url));
    if (!result.noindex) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  }
  return [...tags, ...FEED_LINKS];
}

// Every page names the site's feeds, so a reader finds them from any address. The
// Atom twins say so in their titles, or a browser would list two identical names.
const FEED_LINKS = FEED_KINDS.flatMap((kind) =>
  (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => {
    const title = format === "atom" ? `${feedOf(kind).title} (Atom)` : feedOf(kind).title;
    return `<link rel="alternate" type="${FEED_FORMATS[format].contentType}" title="${escapeHtml(title)}" href="${feedPath(kind, format)}">`;
  }),
);
