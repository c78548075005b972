// What the media library says of each /media/ address in the text, asked of the server as the
// author types (POST /api/admin/media/references), so the checks beside the text include the
// ones only the library can answer, the same ones publishing makes. Answers are kept: an image is
// never deleted and its key is random, so an address's answer never changes. Addresses that are
// not a reference at all need no question (the shared check calls them "no image" at once).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { MediaFound } from "../../../shared/authoring-checks/media-images.ts";
import { MEDIA_REFERENCES_MAX } from "../../../shared/contracts/media.ts";
import { parseMediaReference } from "../../../shared/media.ts";
import { apiCall } from "../../lib/api-client.ts";

/** What is known so far of each address asked about; an address not in it is still being asked. */
export type MediaAnswers = ReadonlyMap<string, MediaFound>;

const NONE: MediaAnswers = new Map();

export function useMediaLookup(urls: readonly string[]): MediaAnswers {
  const asked = useMemo(
    () =>
      [...new Set(urls.filter((url) => parseMediaReference(url) !== null))]
        .sort()
        .slice(0, MEDIA_REFERENCES_MAX),
    [urls],
  );
  const { data } = useQuery({
    queryKey: ["media-references", asked],
    queryFn: async () => {
      const { images } = await apiCall("POST /api/admin/media/references", {
        body: { references: asked },
      });
      return new Map(images.map(({ reference, found }) => [reference, found])) as MediaAnswers;
    },
    enabled: asked.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    // The last answers stand while a changed list is asked about, so an error found stays shown.
    placeholderData: keepPreviousData,
  });
  return asked.length === 0 ? NONE : (data ?? NONE);
}
