// What an uploaded image may be, and what is wrong with one that is not: read on the main thread
// (to tell the person who sent it) without loading sharp, which only the pool's threads use.

/**
 * The most pixels an upload may have: a 24-megapixel camera's photo fits, far more than the 1600
 * pixels across the site serves. Measured (sharp 0.35, one image at a time, RSS over idle at its
 * peak) for the costliest files, an interlaced PNG (decoded whole) and a progressive JPEG: 12 Mpx
 * 80–100 MB, 24 Mpx 85–90 MB, 35 Mpx 120–135 MB, 48 Mpx 150–175 MB, 50 Mpx 155–205 MB; a JPEG
 * to be turned upright 120–175 MB at any of these. The header says the size, so a larger image
 * is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

/** A file sharp cannot read as an image, or one without a size. */
export class NotAnImage extends Error {}

/** An image with more pixels than MAX_INPUT_PIXELS: its size, to tell the person who sent it. */
// Fields declared, not parameter properties: the pool's threads strip types and no more.
export class ImageTooLarge extends Error {
  readonly width: number;
  readonly height: number;

  constructor(width: number, height: number) {
    super(`image of ${width}×${height} pixels is over the limit`);
    this.width = width;
    this.height = height;
  }
}
