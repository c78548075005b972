// Articles are written in CommonMark, parsed by mdast-util-from-markdown (micromark).
// The tree is data: the renderer turns it into React elements, so raw HTML in an article is shown
// as the text it is and never becomes markup; links and images are kept only where they are safe.
import type { Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { parseMediaReference } from "../media.ts";

export type { Root };

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text);
}

// Where a path is resolved to see whether it stays on this site. Any origin of ours would do: a
// path cannot change the host it is resolved against unless it names another (`//host`), which
// the URL parser also reads from `/\host` and from `/<tab>/host`, as browsers do.
const THIS_SITE = "https://this-site.invalid";

/** A link's address when it may be followed: http(s), mailto or a path on this site; else null. */
export function safeLinkHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith("/")) {
    if (!URL.canParse(trimmed, THIS_SITE)) return null;
    const resolved = new URL(trimmed, THIS_SITE);
    // The path as the browser will read it, so what was judged is what is followed.
    return resolved.origin === THIS_SITE
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : null;
  }
  if (!URL.canParse(trimmed)) return null;
  const { protocol } = new URL(trimmed);
  return protocol === "https:" || protocol === "http:" || protocol === "mailto:" ? trimmed : null;
}

/** Images come only from this site's media library: no remote images in content. */
export const safeImage = (url: string) => parseMediaReference(url);
