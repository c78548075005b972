// Images that name this site's media library (/media/…): which an article's text uses, and the
// error for one that names no image of the library, or names it at a size that is not its own.
// Whether it does needs the library: the server adds these checks after the worker's analysis
// (server/modules/media/checks.ts), and the editor in the browser adds them as the author types
// from the server's answer for each address (POST /api/admin/media/references), through the same
// function here. As an error, such an image stops publishing rather than showing as a broken
// picture on the page.
import type { Definition, Nodes } from "mdast";
import { MEDIA_BASE, type MediaReference, parseMediaReference } from "../media.ts";
import type { MediaFound } from "./media-found.ts";
import { asCheck, inSourceOrder, type PublishingCheck } from "./types.ts";
import { spanOf, walk } from "./walk.ts";

export interface MediaImage {
  url: string;
  start: number;
  end: number;
}

/** Every image whose address is on /media/, with where it sits in the text. */
export function mediaImagesOf(tree: Nodes): MediaImage[] {
  const definitions = new Map<string, Definition>();
  walk(tree, (node) => {
    if (node.type === "definition" && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node);
    }
  });
  const images: MediaImage[] = [];
  walk(tree, (node) => {
    const url =
      node.type === "image"
        ? node.url
        : node.type === "imageReference"
          ? definitions.get(node.identifier)?.url
          : undefined;
    const span = spanOf(node);
    if (url?.trim().startsWith(`${MEDIA_BASE}/`) && span) images.push({ url: url.trim(), ...span });
  });
  return images;
}

const FIX_ADD_AGAIN =
  "Remove it and add the image again with “Add an image”, which writes its address for you.";

/**
 * The error for each image `matches` does not find in the library as named: `matches` answers for
 * a reference whether the library holds that image at that size, or undefined while that is not
 * known yet (the editor still asking the server), which makes no check.
 */
export function mediaImageChecks(
  images: MediaImage[],
  matches: (reference: MediaReference, url: string) => MediaFound | undefined,
): PublishingCheck[] {
  return images.flatMap(({ url, start, end }) => {
    const reference = parseMediaReference(url);
    const found = reference ? matches(reference, url) : "no image";
    if (found === "yes" || found === undefined) return [];
    const message =
      found === "other size"
        ? "This image’s address gives a size or kind that is not the image’s own, so the page would show it wrongly."
        : "This image’s address names no image in this site’s media library, so the page would show a broken picture.";
    return [asCheck({ rule: "media-image", message, fix: FIX_ADD_AGAIN, start, end })];
  });
}

/** The text's checks with its images' from the library, in source order: what publishing reads. */
export const withMediaChecks = (
  checks: readonly PublishingCheck[],
  images: MediaImage[],
  matches: (reference: MediaReference, url: string) => MediaFound | undefined,
) => inSourceOrder([...checks, ...mediaImageChecks(images, matches)]);
