// What the media library says of each /media/ address in the text, asked of the server as the
// author types (POST /api/admin/media/references), so the checks beside the text include the
// ones only the library can answer, the same ones publishing makes. Answers are kept: an image is
// never deleted and its key is random, so an address's answer never changes. Addresses that are
// not a reference at all need no question (the shared check calls them "no image" at once).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ApiResponse } from "../../../shared/api-routes.ts";
import { MEDIA_REFERENCES_MAX } from "../../../shared/contracts/media.ts";
import { parseMediaReference } from "../../../shared/media.ts";
import type { MediaFound } from "../../../shared/publishing-checks/media-found.ts";
import { mediaReferencesQuery } from "../../lib/queries/admin.ts";

/** What is known so far of each address asked about; an address not in it is still being asked. */
export type MediaAnswers = ReadonlyMap<string, MediaFound>;

const NONE: MediaAnswers = new Map();

// Outside the hook, so the query keeps one Map per answer rather than a new one each render.
const toAnswers = ({ images }: ApiResponse<"POST /api/admin/media/references">): MediaAnswers =>
  new Map(images.map(({ reference, found }) => [reference, found]));

export function useMediaLookup(urls: readonly string[]): MediaAnswers {
  const asked = useMemo(
    () =>
      [...new Set(urls.filter((url) => parseMediaReference(url) !== null))]
        .sort()
        .slice(0, MEDIA_REFERENCES_MAX),
    [urls],
  );
  const { data } = useQuery({
    ...mediaReferencesQuery(asked),
    select: toAnswers,
    enabled: asked.length > 0,
    // The last answers stand while a changed list is asked about, so an error found stays shown.
    placeholderData: keepPreviousData,
  });
  return asked.length === 0 ? NONE : (data ?? NONE);
}
