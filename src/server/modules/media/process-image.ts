// Turns an uploaded image into the files the site serves (issue 30): turned the right way up, its
// metadata dropped (a phone's photo carries where it was taken), and made in a few widths of AVIF
// and WebP with a JPEG fallback (PNG when it has transparency). sharp works in its own threads, so
// the server keeps answering while it encodes.
import sharp, { type OutputInfo, type Sharp } from "sharp";
import {
  type FallbackFormat,
  MEDIA_FORMATS,
  type MediaFileFormat,
  variantWidths,
} from "../../../shared/media.ts";

/** Larger than any camera's photo, small enough that a crafted file cannot exhaust memory. */
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImage extends Error {}

export interface ProcessedImage {
  width: number;
  height: number;
  fallback: FallbackFormat;
  files: { width: number; format: MediaFileFormat; bytes: Buffer }[];
}

const ENCODE: Record<MediaFileFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
};

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let upright: { data: Buffer; info: OutputInfo };
  let hasAlpha: boolean;
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    ({ hasAlpha = false } = await source.metadata());
    // One upright copy, without metadata, that every size is made from.
    upright = await source.rotate().png().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAnImage("not an image", { cause: error });
  }
  const { width, height } = upright.info;
  const fallback: FallbackFormat = hasAlpha ? "png" : "jpg";
  const formats: MediaFileFormat[] = [...MEDIA_FORMATS, fallback];
  const files = await Promise.all(
    variantWidths(width).flatMap((variantWidth) =>
      formats.map(async (format) => ({
        width: variantWidth,
        format,
        bytes: await ENCODE[format](sharp(upright.data).resize({ width: variantWidth })).toBuffer(),
      })),
    ),
  );
  return { width, height, fallback, files };
}
