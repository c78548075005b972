// Turns an uploaded image into the files the site serves: turned the right way up, its
// metadata dropped (a phone's photo carries where it was taken), and made in a few widths of AVIF
// and WebP with a JPEG fallback (PNG when it has transparency). It runs in a worker thread of the
// pool (image-task.ts), whose lanes make one image at a time; what it may cost is bounded here,
// by the size of image it takes (image-limits.ts) and by making one file at a time from one small
// copy.
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import {
  type FallbackFormat,
  MEDIA_FORMATS,
  MEDIA_WIDTHS,
  type MediaFileFormat,
  variantWidths,
} from "../../shared/media.ts";
import { ImageTooLarge, MAX_INPUT_PIXELS, NotAnImage } from "./image-limits.ts";

// Nothing kept between images: a cache of decoded images would hold memory an upload let go of.
sharp.cache(false);
// One thread per image; with glibc's allocator more threads keep more memory once they are done.
sharp.concurrency(1);

/** The most pixels one file may have, a 2:3 portrait photo at the widest size served: AVIF's
 * encoder holds about 20 bytes a pixel, so a long or tall image is kept narrower to stay in it. */
export const MAX_FILE_PIXELS = 1600 * 2400;
/** The longest side a kept image may have: WebP takes no more than this (AVIF 16384). */
export const MAX_SIDE = 16_383;

export interface ProcessedImage {
  width: number;
  height: number;
  fallback: FallbackFormat;
  /** Buffers in the thread; Uint8Arrays once copied back to the main thread. */
  files: { width: number; format: MediaFileFormat; bytes: Uint8Array }[];
}

const ENCODE: Record<MediaFileFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
};

/** The image's size the right way up, from its header alone, and whether it has transparency. */
async function inspect(input: Uint8Array) {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { animated: false }).metadata();
  } catch (error) {
    throw new NotAnImage("not an image", { cause: error });
  }
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw new NotAnImage("an image without a size");
  return { width, height, hasAlpha: metadata.hasAlpha };
}

/** `width`×`height` scaled to `toWidth` across, never less than a pixel high. */
const heightAt = (toWidth: number, width: number, height: number) =>
  Math.max(1, Math.round((height * toWidth) / width));

/** The size an image is kept at: its own, unless its widest file would be over MAX_FILE_PIXELS or
 * a side over MAX_SIDE, as a very tall or very long image's would. */
function keptSize(original: { width: number; height: number }) {
  const ratio = original.height / original.width;
  const widest = Math.min(original.width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? original.width);
  let width = original.width;
  if (widest * widest * ratio > MAX_FILE_PIXELS) width = Math.sqrt(MAX_FILE_PIXELS / ratio);
  width = Math.max(1, Math.floor(Math.min(width, MAX_SIDE, MAX_SIDE / ratio)));
  return { width, height: Math.min(MAX_SIDE, heightAt(width, original.width, original.height)) };
}

export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  const original = await inspect(input);
  if (original.width * original.height > MAX_INPUT_PIXELS) {
    throw new ImageTooLarge(original.width, original.height);
  }
  const { width, height } = keptSize(original);
  const widths = variantWidths(width);
  const largest = widths.at(-1) ?? width;

  // One upright copy, without metadata, at the largest width served: every file is made from it.
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(largest, heightAt(largest, width, height), { fit: "fill" })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAnImage("not an image", { cause: error });
  }
  const raw = {
    width: upright.info.width,
    height: upright.info.height,
    channels: upright.info.channels,
  };
  const fallback: FallbackFormat = original.hasAlpha ? "png" : "jpg";
  const files: ProcessedImage["files"] = [];
  // One file at a time: side by side, each would hold its own copy and encoder.
  for (const variantWidth of widths) {
    for (const format of [...MEDIA_FORMATS, fallback]) {
      const image = sharp(upright.data, { raw }).resize(
        variantWidth,
        heightAt(variantWidth, width, height),
        { fit: "fill" },
      );
      files.push({ width: variantWidth, format, bytes: await ENCODE[format](image).toBuffer() });
    }
  }
  return { width, height, fallback, files };
}
