// The accessibility checks of a text, with those that need the media library: an image on /media/
// that names no image of ours, or names it at another size, is an error (shared/publishing-checks/
// media-images.ts). The worker reads the text; the library is asked once for all its images. The
// editor in the browser asks the same question of the same lookup (POST /api/admin/media/
// references), so the checks it shows as the author types are the ones publishing reads.

import { MAX_ID } from "../../../shared/contracts/common.ts";
import { parseMediaReference } from "../../../shared/media.ts";
import type { MediaFound } from "../../../shared/publishing-checks/media-found.ts";
import { withMediaChecks } from "../../../shared/publishing-checks/media-images.ts";
import type { Executor } from "../../db/connection.ts";
import { analyseMarkdown, checksOf } from "../../off-thread/markdown.ts";
import { imagesByReference, referenceMatches } from "./library.ts";

/** For each address, whether the library holds the image it names as it names it. */
export async function libraryAnswers(
  db: Executor,
  urls: readonly string[],
): Promise<Map<string, MediaFound>> {
  // An id the database's integer cannot hold names no image; asked for, it would be an error.
  const references = urls.map((url) => {
    const reference = parseMediaReference(url);
    return { url, reference: reference && reference.id <= MAX_ID ? reference : null };
  });
  const library = await imagesByReference(
    db,
    references.flatMap(({ reference }) => reference ?? []),
  );
  return new Map(
    references.map(({ url, reference }): [string, MediaFound] => {
      const image = reference && library.get(reference.id);
      if (!reference || !image || image.key !== reference.key) return [url, "no image"];
      return [url, referenceMatches(reference, image) ? "yes" : "other size"];
    }),
  );
}

export async function checksWithMedia(db: Executor, markdown: string) {
  const result = await checksOf(markdown);
  const analysis = await analyseMarkdown(markdown);
  if (!analysis.ok || analysis.mediaImages.length === 0) return result;
  const answers = await libraryAnswers(
    db,
    analysis.mediaImages.map(({ url }) => url),
  );
  const checks = withMediaChecks(result.checks, analysis.mediaImages, (_reference, url) =>
    answers.get(url),
  );
  return { ...result, checks };
}
