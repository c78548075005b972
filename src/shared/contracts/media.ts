// Uploading an image to the media library: the multipart form's text fields, and the
// answer. An image needs a text alternative, or to be marked decorative: never neither.
import { z } from "zod";
import { MEDIA_FOUND } from "../publishing-checks/media-found.ts";
import { singleLine } from "./common.ts";

export const MEDIA_ALT_MAX = 300;
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;

export const ALT_OR_DECORATIVE =
  "Describe the image in its alt text, or mark it as decorative if it adds nothing to the words";

export const mediaUploadFields = z
  .strictObject({
    alt: singleLine("Alt text must be text")
      .max(MEDIA_ALT_MAX, `Alt text must be at most ${MEDIA_ALT_MAX} characters`)
      .optional(),
    decorative: z.enum(["true", "false"], { error: "decorative must be true or false" }).optional(),
  })
  .refine((fields) => (fields.decorative === "true") !== Boolean(fields.alt), {
    error: (issue) =>
      (issue.input as { alt?: string }).alt
        ? "An image is either described or decorative, not both: clear the alt text or untick decorative"
        : ALT_OR_DECORATIVE,
  });

export const uploadedMedia = z.object({
  id: z.number().int(),
  /** The path an article uses for the image: `![alt](url)`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  decorative: z.boolean(),
});
export type UploadedMedia = z.input<typeof uploadedMedia>;

/** The most addresses one look-up answers: far more images than any article holds. */
export const MEDIA_REFERENCES_MAX = 100;

/**
 * POST /api/admin/media/references: the editor's question, as the author types, of each /media/
 * address in the text: does the library hold the image it names, as it names it? The answer makes
 * the same checks publishing makes (shared/publishing-checks/media-images.ts).
 */
export const mediaReferencesInput = z.strictObject({
  references: z
    .array(z.string().max(300, "Each address must be at most 300 characters"), {
      error: "references must be a list of addresses",
    })
    .max(MEDIA_REFERENCES_MAX, `Ask about at most ${MEDIA_REFERENCES_MAX} addresses at once`),
});

export const mediaReferencesAnswer = z.object({
  images: z.array(z.object({ reference: z.string(), found: z.enum(MEDIA_FOUND) })),
});
