// An uploaded image made into the files the site serves, in a worker thread (process-image.ts).
// What is wrong with the file is an answer, not an error: an error's class and fields do not
// survive the way back to the main thread.
import { ImageTooLarge, NotAnImage } from "./image-limits.ts";
import { type ProcessedImage, processImage } from "./process-image.ts";

export type ImageAnswer =
  | { ok: true; image: ProcessedImage }
  | { ok: false; problem: "not-an-image" }
  | { ok: false; problem: "too-large"; width: number; height: number };

export async function encodeImage(file: Uint8Array): Promise<ImageAnswer> {
  try {
    return { ok: true, image: await processImage(file) };
  } catch (error) {
    if (error instanceof NotAnImage) return { ok: false, problem: "not-an-image" };
    if (error instanceof ImageTooLarge) {
      return { ok: false, problem: "too-large", width: error.width, height: error.height };
    }
    throw error;
  }
}
