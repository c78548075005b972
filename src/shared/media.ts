// Images in articles come from the site's own media library, stored in the database
// and served from this origin. An article refers to an image by a path that carries what a page
// needs to show it without asking the server: its id, a random key (so that nobody can count
// through the images, drafts' among them), its size (so the browser keeps its space, no layout
// shift), whether it is decorative, and the format of its fallback file:
//   /media/12-3f9c0a7d1e5b2c8f4a60-1600x1067.jpg              described by the alt text
//   /media/12-3f9c0a7d1e5b2c8f4a60-1600x1067-decorative.png   decorative: empty alt, on purpose
// Each image is served in a few widths of AVIF and WebP, and the fallback (JPEG, or PNG when it
// has transparency), at /media/12-3f9c0a7d1e5b2c8f4a60-800.avif and so on; those files never
// change. The reference itself loads the widest fallback file.

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

/** The random part of an image's addresses: 80 bits, in lower-case hex. */
export const MEDIA_KEY_LENGTH = 20;

export interface MediaReference {
  id: number;
  key: string;
  width: number;
  height: number;
  decorative: boolean;
  fallback: FallbackFormat;
}

const REFERENCE =
  /^\/media\/(\d{1,10})-([0-9a-f]{20})-(\d{1,5})x(\d{1,5})(-decorative)?\.(jpg|png)$/;
const FILE = /^(\d{1,10})-([0-9a-f]{20})-(\d{1,5})\.(avif|webp|jpg|png)$/;

/** Where every address of this image starts: what a published text names when it uses it. */
export const mediaPrefix = (image: { id: number; key: string }) =>
  `${MEDIA_BASE}/${image.id}-${image.key}-`;

export function mediaReference(image: MediaReference): string {
  const decorative = image.decorative ? "-decorative" : "";
  return `${mediaPrefix(image)}${image.width}x${image.height}${decorative}.${image.fallback}`;
}

/** The image an article's path names, or null when it is not one of ours. */
export function parseMediaReference(url: string): MediaReference | null {
  const match = REFERENCE.exec(url.trim());
  if (!match) return null;
  const [, id, key = "", width, height, decorative, fallback] = match;
  const reference = {
    id: Number(id),
    key,
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

export const mediaFilePath = (
  image: { id: number; key: string },
  width: number,
  format: MediaFileFormat,
) => `${mediaPrefix(image)}${width}.${format}`;

/** The widest file an image is served at: what its reference loads. */
export const widestWidth = (width: number) => variantWidths(width).at(-1) ?? width;

/**
 * The id, key, width and format a served file's name asks for, or null. A reference's name asks
 * for the widest fallback file, and for the size and decorative mark it names to be the image's.
 */
export function parseMediaFile(name: string) {
  const file = FILE.exec(name);
  if (file) {
    const [, id, key = "", width, format] = file;
    return {
      id: Number(id),
      key,
      width: Number(width),
      format: format as MediaFileFormat,
      reference: null,
    };
  }
  const reference = parseMediaReference(`${MEDIA_BASE}/${name}`);
  if (!reference) return null;
  const { id, key, width, fallback } = reference;
  return { id, key, width: widestWidth(width), format: fallback as MediaFileFormat, reference };
}
