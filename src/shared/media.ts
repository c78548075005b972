// Images in articles (issue 30) come from the site's own media library, stored in the database
// and served from this origin. An article refers to an image by a path that carries what a page
// needs to show it without asking the server: its id, its size (so the browser keeps its space,
// no layout shift), whether it is decorative, and the format of its fallback file:
//   /media/12-1600x1067.jpg              described by the article's alt text
//   /media/12-1600x1067-decorative.png   decorative: shown with empty alt text, on purpose
// Each image is served in a few widths of AVIF and WebP, and the fallback (JPEG, or PNG when it
// has transparency), at /media/12-800.avif and so on; those files never change.

export const MEDIA_BASE = "/media";
/** The widths an image is made in, where it is wider; the largest is the article column at 2×. */
export const MEDIA_WIDTHS = [400, 800, 1600] as const;
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export const FALLBACK_FORMATS = ["jpg", "png"] as const;
export type FallbackFormat = (typeof FALLBACK_FORMATS)[number];
export type MediaFileFormat = (typeof MEDIA_FORMATS)[number] | FallbackFormat;

export const MEDIA_CONTENT_TYPES: Record<MediaFileFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

export interface MediaReference {
  id: number;
  width: number;
  height: number;
  decorative: boolean;
  fallback: FallbackFormat;
}

const REFERENCE = /^\/media\/(\d{1,10})-(\d{1,5})x(\d{1,5})(-decorative)?\.(jpg|png)$/;
const FILE = /^(\d{1,10})-(\d{1,5})\.(avif|webp|jpg|png)$/;

export function mediaReference(image: MediaReference): string {
  const decorative = image.decorative ? "-decorative" : "";
  return `${MEDIA_BASE}/${image.id}-${image.width}x${image.height}${decorative}.${image.fallback}`;
}

/** The image an article's path names, or null when it is not one of ours. */
export function parseMediaReference(url: string): MediaReference | null {
  const match = REFERENCE.exec(url.trim());
  if (!match) return null;
  const [, id, width, height, decorative, fallback] = match;
  const reference = {
    id: Number(id),
    width: Number(width),
    height: Number(height),
    decorative: Boolean(decorative),
    fallback: fallback as FallbackFormat,
  };
  return reference.id > 0 && reference.width > 0 && reference.height > 0 ? reference : null;
}

/** The widths an image of this width is served at: the standard ones below it, and its own when
 * that is smaller than the largest. */
export function variantWidths(width: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? width;
  const below = MEDIA_WIDTHS.filter((standard) => standard < width);
  return width <= largest ? [...below, width] : [...MEDIA_WIDTHS];
}

export const mediaFilePath = (id: number, width: number, format: MediaFileFormat) =>
  `${MEDIA_BASE}/${id}-${width}.${format}`;

/** The id, width and format a served file's name asks for, or null. */
export function parseMediaFile(name: string) {
  const match = FILE.exec(name);
  if (!match) return null;
  const [, id, width, format] = match;
  return { id: Number(id), width: Number(width), format: format as MediaFileFormat };
}
