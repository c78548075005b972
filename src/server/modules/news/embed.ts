// The default live news feed: /embed/news-feed, framed by /news when NEWS_FEED_URL is
// unset. A small server-rendered document with no client bundle: it works without JavaScript, and
// a tiny inline script (allowed by its hash in the CSP) only applies the visitor's display settings.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { bootScriptSource } from "../../../shared/accessibility-settings/boot-script.ts";
import {
  DEFAULT_THEME,
  PRESET_THEMES,
} from "../../../shared/accessibility-settings/theme-options.ts";
import { formatUkDate, isoDate } from "../../../shared/dates.ts";
import { newsExcerpt } from "../../../shared/news.ts";
import { BRAND } from "../../../shared/site.ts";
import { escapeHtml } from "../../render/document.ts";
import { builtClientDir } from "../../render/page-source.ts";

export const NEWS_FEED_EMBED_TITLE = `Latest accessibility news | ${BRAND.name}`;
export const NEWS_FEED_SIZE = 20;

export interface FeedItem {
  id: number;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  sourceUrl: string | null;
  publishedAt: Date;
}

// The site's own pre-paint script, following changes made by the settings panel on the framing
// page. It sets the same <html> attributes and properties the site's stylesheet reads; the rules
// below turn them into this document's two colours, line height and text size.
export const NEWS_FEED_EMBED_SCRIPT = bootScriptSource({ followStorage: true });

const themeRules = PRESET_THEMES.filter((theme) => theme !== DEFAULT_THEME)
  .map(
    ({ id, background, text }) =>
      `html[data-theme="${id}"] { --bg: ${background}; --fg: ${text}; }`,
  )
  .join("\n");

/**
 * The site's own font from the client build, which the framing page has already loaded. Only when
 * the build's assets are being served (not under Vite's dev server, nor in API-only tests).
 */
let fontFaces: string | undefined;
function siteFontFaces(builtAssets: boolean): string {
  if (!builtAssets) return "";
  if (fontFaces !== undefined) return fontFaces;
  const dir = join(builtClientDir(), "assets");
  const files = existsSync(dir) ? readdirSync(dir) : [];
  fontFaces = (["400", "700"] as const)
    .map((weight) => {
      const file = files.find((name) =>
        new RegExp(`^atkinson-hyperlegible-latin-${weight}-normal-[\\w-]+\\.woff2$`).test(name),
      );
      return file
        ? `@font-face { font-family: "Atkinson Hyperlegible"; font-style: normal; font-weight: ${weight}; font-display: swap; src: url("/assets/${file}") format("woff2"); }`
        : "";
    })
    .join("\n");
  return fontFaces;
}

const styles = (builtAssets: boolean) => `<style>
${siteFontFaces(builtAssets)}
:root { --bg: ${DEFAULT_THEME.background}; --fg: ${DEFAULT_THEME.text}; color-scheme: light; }
${themeRules}
html[data-theme="dark"] { color-scheme: dark; }
html[data-theme="custom"] { --bg: var(--ra-custom-bg); --fg: var(--ra-custom-fg); }
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); }
body { margin: 0; padding: 1rem; font-family: "Atkinson Hyperlegible", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: var(--ra-line-height, 1.5); background: var(--bg); color: var(--fg); }
h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
ol { list-style: none; margin: 0; padding: 0; }
li { padding: 0.875rem 0; border-top: 2px solid currentColor; }
li:first-child { border-top: 0; padding-top: 0.25rem; }
h2 { font-size: 1.0625rem; line-height: 1.35; margin: 0.125rem 0 0.25rem; }
p { margin: 0.25rem 0; }
.meta { font-size: 0.9375rem; display: flex; flex-wrap: wrap; gap: 0 0.5rem; }
.category { font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; font-size: 0.8125rem; }
a { color: inherit; text-decoration: underline; text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 3px; }
a:focus-visible { outline: 3px solid currentColor; outline-offset: 2px; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
</style>`;

const NEW_TAB =
  '<span class="sr-only"> (opens in a new tab)</span><span aria-hidden="true"> ↗</span>';

function renderItem(item: FeedItem): string {
  const title = escapeHtml(item.title);
  const heading = item.sourceUrl
    ? `<a href="${escapeHtml(item.sourceUrl)}" target="_blank" rel="noopener noreferrer">${title}${NEW_TAB}</a>`
    : title;
  const iso = isoDate(item.publishedAt);
  return `<li><article aria-labelledby="feed-item-${item.id}">
<p class="meta"><span class="category">${escapeHtml(item.category)}</span><time${
    iso ? ` datetime="${iso}"` : ""
  }>${escapeHtml(formatUkDate(item.publishedAt))}</time></p>
<h2 id="feed-item-${item.id}">${heading}</h2>
<p>${escapeHtml(newsExcerpt(item))}</p>
</article></li>`;
}

export function renderNewsFeedEmbed(
  items: FeedItem[],
  { builtAssets = false }: { builtAssets?: boolean } = {},
): string {
  const body =
    items.length === 0
      ? "<p>There is no other news at the moment. Please check back soon.</p>"
      : `<ol aria-label="Latest news stories">${items.map(renderItem).join("\n")}</ol>`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(NEWS_FEED_EMBED_TITLE)}</title>
${styles(builtAssets)}
<script>${NEWS_FEED_EMBED_SCRIPT}</script>
</head>
<body>
<main aria-labelledby="feed-heading">
<h1 id="feed-heading">Latest accessibility news</h1>
${body}
</main>
</body>
</html>`;
}
