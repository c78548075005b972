// The Content-Security-Policy allows inline scripts by their SHA-256 rather than by a nonce: a
// page is then the same bytes for every viewer, so it can be cached and revalidated. (With a
// nonce, a 304 would bring a new nonce in its CSP header for the old page, and the browser would
// refuse the page's own script.)
import { createHash } from "node:crypto";

/** The CSP source expression that allows exactly this inline script. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/** The inline scripts the CSP allows; the pages and the news feed embed add theirs at start. */
export class AllowedInlineScripts {
  readonly #hashes = new Set<string>();
  allow(source: string) {
    this.#hashes.add(scriptHash(source));
  }
  get sources(): string[] {
    return [...this.#hashes];
  }
}

// An inline script element: no src attribute, and not a JSON data block (which never runs).
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/** The sources of the inline scripts in an HTML text. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? "");
}
