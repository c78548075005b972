// An uploaded image made off the main thread, in its lane of the pool (run-off-thread.ts): the
// team's uploads and the photos businesses send to their access guides each have a lane of their
// own, one image made at a time in each, so an editor never waits behind anonymous uploads.
import { ImageTooLarge, NotAnImage } from "./image-limits.ts";
import type { ProcessedImage } from "./process-image.ts";
import { type Lane, runOffThread } from "./run-off-thread.ts";

export { ImageTooLarge, MAX_INPUT_PIXELS, NotAnImage } from "./image-limits.ts";
export type { ProcessedImage };

export type ImageLane = Extract<Lane, "team-images" | "public-images">;

/**
 * Far more than the largest image takes on a busy machine (24 megapixels, about 10 s of encoding
 * on one core); a task past it ends its thread, and libvips's memory with it.
 */
export const IMAGE_TIMEOUT_MS = 120_000;

let sharpLoaded: Promise<unknown> | undefined;

/**
 * The files of the image, made in its turn in `lane`; throws NotAnImage, ImageTooLarge, ServerBusy
 * (the lane is full) or TaskTooSlow.
 */
export async function makeImageOffThread(
  file: Uint8Array,
  lane: ImageLane,
): Promise<ProcessedImage> {
  // On glibc's Linux, sharp must be loaded on the main thread before any worker loads it, or its
  // libraries are unloaded with the first thread that ends (sharp's install notes, worker threads).
  sharpLoaded ??= import("sharp");
  await sharpLoaded;
  // Copied to the thread (a few milliseconds for 15 MB): a Buffer from sharp or the multipart
  // reader may not be handed over, its memory being Node's own.
  const answer = await runOffThread("image-encode", file, IMAGE_TIMEOUT_MS, { lane });
  if (answer.ok) return answer.image;
  if (answer.problem === "not-an-image") throw new NotAnImage("not an image");
  throw new ImageTooLarge(answer.width, answer.height);
}
