// The accessibility checks of a text, with those that need the media library: an image on /media/
// that names no image of ours, or names it at another size, is an error (shared/authoring-checks/
// media-images.ts). The worker reads the text; the library is asked once for all its images.
import { mediaImageChecks } from "../../../shared/authoring-checks/media-images.ts";
import { parseMediaReference } from "../../../shared/media.ts";
import type { Executor } from "../../db/connection.ts";
import { analyseMarkdown, checksOf } from "../../off-thread/markdown.ts";
import { imagesByReference, referenceMatches } from "./library.ts";

export async function checksWithMedia(db: Executor, markdown: string) {
  const result = await checksOf(markdown);
  const analysis = await analyseMarkdown(markdown);
  if (!analysis.ok || analysis.mediaImages.length === 0) return result;
  const references = analysis.mediaImages.flatMap(({ url }) => parseMediaReference(url) ?? []);
  const library = await imagesByReference(db, references);
  const mediaChecks = mediaImageChecks(analysis.mediaImages, (reference) => {
    const image = library.get(reference.id);
    if (!image || image.key !== reference.key) return "no image";
    return referenceMatches(reference, image) ? "yes" : "other size";
  });
  const checks = [...result.checks, ...mediaChecks].sort(
    (a, b) =>
      a.start - b.start || Number(a.severity === "warning") - Number(b.severity === "warning"),
  );
  return { ...result, checks };
}
