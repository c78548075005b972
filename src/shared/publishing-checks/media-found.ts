// What the media library answers of an image address. A file of its own: the API contract needs
// only these words, and every public page loads the contracts, never the checks' Markdown walk.

/** Whether the library holds the image an address names, at the size and kind it names. */
export const MEDIA_FOUND = ["yes", "no image", "other size"] as const;
export type MediaFound = (typeof MEDIA_FOUND)[number];
