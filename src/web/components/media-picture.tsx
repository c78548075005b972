// An image of this site's media library, as every page shows one: AVIF and WebP at a few widths
// with its fallback, its width and height keeping its space while it loads, and loading only as it
// nears the screen. Anything that is not a reference to one of our images shows nothing.
// From media.ts, not the Markdown module: pages with a picture need not load the parser.
import {
  MEDIA_FORMATS,
  type MediaFileFormat,
  mediaFilePath,
  parseMediaReference,
  variantWidths,
} from "../../shared/media.ts";

interface MediaPictureProps {
  /** The image's reference: /media/12-<key>-1600x1067.jpg. */
  url: string;
  /** Its text alternative; a decorative image is given none, on purpose. */
  alt: string;
  /** How wide it shows, for the browser to choose a file. */
  sizes: string;
  className?: string;
  /**
   * Where its files are served, when not /media/: a guide's manage page loads its photos by the
   * guide's token, as they are not public until the guide is approved.
   */
  fileBase?: string;
}

export function MediaPicture({ url, alt, sizes, className, fileBase }: MediaPictureProps) {
  const image = parseMediaReference(url);
  if (!image) return null;
  const widths = variantWidths(image.width);
  const fileOf = (width: number, format: MediaFileFormat) => {
    const path = mediaFilePath(image, width, format);
    return fileBase ? `${fileBase}/${path.slice(path.lastIndexOf("/") + 1)}` : path;
  };
  const srcSet = (format: MediaFileFormat) =>
    widths.map((width) => `${fileOf(width, format)} ${width}w`).join(", ");
  const middle = widths[Math.floor((widths.length - 1) / 2)] ?? image.width;
  return (
    <picture>
      {MEDIA_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={fileOf(middle, image.fallback)}
        srcSet={srcSet(image.fallback)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        // A decorative image says nothing on purpose: screen readers pass it by.
        alt={image.decorative ? "" : alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
