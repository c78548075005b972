// A published guide as plain, self-contained HTML: the copy a business pastes into its own website
// (the guide under an h2, so it sits below the host page's h1) and the body of the large-print
// page (under an h1). The facts are said in the words the guide's page uses (./fact-words.ts).
// Everything the business wrote is escaped; there are no scripts, no classes and no ids, so
// nothing in it leans on this site's stylesheet or can clash with the host page's own.
import type { PublicAccessGuide } from "../contracts/access-guides.ts";
import { formatUkDate, isoDate } from "../dates.ts";
import { permalinkPath } from "../permalinks.ts";
import { absoluteUrl, BRAND } from "../site.ts";
import { factSections } from "./fact-words.ts";

/** A published guide, as the API sends it (dates as text) or as the server reads it (Dates). */
export type GuideHtmlSource = Pick<
  PublicAccessGuide,
  "id" | "name" | "town" | "postcode" | "details" | "photos" | "contactEmail"
> & { lastCheckedAt: Date | string };

export interface GuideHtmlOptions {
  /** The deployment's address: every link and photo is absolute, to work on another site. */
  siteUrl: string;
  /** The guide's own heading: 2 on someone else's page (under its h1), 1 on a page of its own. */
  headingLevel?: 1 | 2;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The business's notes keep their line breaks, without a style to do it. */
const withBreaks = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>\n");

/** The full guide's address on this site. */
export const guideUrl = (siteUrl: string, guide: Pick<GuideHtmlSource, "id" | "name">) =>
  absoluteUrl(siteUrl, permalinkPath("access-guide", { id: guide.id, title: guide.name }));

export function guideHtml(guide: GuideHtmlSource, options: GuideHtmlOptions): string {
  const top = options.headingLevel ?? 2;
  const guideHeading = `h${top}`;
  const partHeading = `h${top + 1}`;
  const url = guideUrl(options.siteUrl, guide);
  const checked = formatUkDate(guide.lastCheckedAt);
  const checkedIso = isoDate(guide.lastCheckedAt)?.slice(0, 10);
  const lines: string[] = [
    `<${guideHeading}>Access guide: ${escapeHtml(guide.name)}</${guideHeading}>`,
    `<p>${escapeHtml(guide.name)}, ${escapeHtml(guide.town)}, ${escapeHtml(guide.postcode)}</p>`,
    `<p>Last checked by the business: <time datetime="${checkedIso ?? ""}">${escapeHtml(checked)}</time></p>`,
  ];
  const sections = factSections(guide.details);
  if (sections.length === 0) lines.push("<p>The business has not added any details yet.</p>");
  for (const section of sections) {
    lines.push(`<${partHeading}>${escapeHtml(section.title)}</${partHeading}>`, "<dl>");
    for (const fact of section.facts) {
      lines.push(`<dt>${escapeHtml(fact.label)}</dt>`, `<dd>${withBreaks(fact.value)}</dd>`);
    }
    lines.push("</dl>");
  }
  if (guide.photos.length > 0) {
    lines.push(`<${partHeading}>Photos</${partHeading}>`, "<ul>");
    for (const photo of guide.photos) {
      // Never wider than the host page's column; the size attributes keep the page from jumping.
      lines.push(
        `<li><img src="${escapeHtml(absoluteUrl(options.siteUrl, photo.url))}" alt="${escapeHtml(photo.alt)}" width="${photo.width}" height="${photo.height}" style="max-width:100%;height:auto"></li>`,
      );
    }
    lines.push("</ul>");
  }
  if (guide.contactEmail) {
    const email = escapeHtml(guide.contactEmail);
    lines.push(`<p>E-mail: <a href="mailto:${email}">${email}</a></p>`);
  }
  lines.push(
    `<p>The full guide, kept up to date: <a href="${escapeHtml(url)}">${escapeHtml(guide.name)} access guide on ${BRAND.name}</a></p>`,
  );
  return `<div lang="en-GB">\n${lines.join("\n")}\n</div>\n`;
}

/**
 * JSON-LD as a data block to paste into a page: never run, and with every `<` written as
 * `\u003c`, so text inside it cannot close the element early.
 */
export const jsonLdBlock = (value: unknown) =>
  `<script type="application/ld+json">\n${JSON.stringify(value, null, 2).replace(/</g, "\\u003c")}\n</script>\n`;
