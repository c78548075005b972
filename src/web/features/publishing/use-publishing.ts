// The writes of every kind written in the admin, each followed by a toast: saving a draft,
// publishing, taking down, restoring a revision, asking for a review and sending back. After a
// write the piece is updated in place and the lists it shows in (the admin's and the public ones)
// refetch.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf } from "../../../shared/api-error.ts";
import {
  capitalised,
  PUBLISHING_KINDS,
  type PublishingKindName,
} from "../../../shared/publishing-kinds.ts";
import { apiRequest } from "../../lib/api-client.ts";
import {
  adminPath,
  changedByWrites,
  type PublishingBody,
  type PublishingItem,
  publishingItemQuery,
  reviewCountQuery,
} from "../../lib/queries/publishing.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";
import { refusalOf } from "./refusal-of.ts";

/** Sends a write to the kind's admin API and reads back the piece it answers with. */
async function write<Kind extends PublishingKindName>(
  kind: Kind,
  method: "POST" | "PATCH",
  suffix: string,
  params: Record<string, number>,
  body?: unknown,
): Promise<PublishingItem<Kind>> {
  const response = await apiRequest(method, adminPath(kind, suffix, params), body);
  return (await response.json()) as PublishingItem<Kind>;
}

const nounOf = (kind: PublishingKindName) => PUBLISHING_KINDS[kind].noun.one;

interface Done {
  title: string;
  description?: string;
}

function useWrite<Kind extends PublishingKindName, Variables>(
  kind: Kind,
  request: (variables: Variables) => Promise<PublishingItem<Kind>>,
  success: (item: PublishingItem<Kind>) => string | Done,
  failure: string,
  /** A failure the step shows itself, in place, rather than as a toast. */
  shownInPlace: (error: Error) => boolean = () => false,
) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: request,
    onSuccess: async (item) => {
      queryClient.setQueryData(publishingItemQuery(kind, item.id).queryKey, item);
      // Said at once: the lists it shows in may take a moment to fetch again.
      const done = success(item);
      toast(typeof done === "string" ? { title: done } : done);
      await queryClient.invalidateQueries(changedByWrites(kind));
    },
    onError: (error) => {
      if (sessionEnded(error) || shownInPlace(error)) return;
      const description = apiErrorOf(error)?.serverMessage ?? error.message;
      toast({ title: failure, description, variant: "error" });
    },
  });
}

/** A new draft (no id yet) or a save of the fields. */
export function useSave<Kind extends PublishingKindName>(kind: Kind) {
  return useWrite(
    kind,
    ({ id, body }: { id: number | null; body: PublishingBody<Kind> }) =>
      id === null ? write(kind, "POST", "", {}, body) : write(kind, "PATCH", "/:id", { id }, body),
    (item) => (item.status === "published" ? "Changes published" : "Draft saved"),
    `The ${nounOf(kind)} was not saved`,
  );
}

export function usePublish<Kind extends PublishingKindName>(kind: Kind) {
  const noun = capitalised(nounOf(kind));
  return useWrite(
    kind,
    ({ id, publishAt }: { id: number; publishAt?: string }) =>
      write(kind, "POST", "/:id/publish", { id }, publishAt ? { publishAt } : {}),
    (item) => (item.status === "scheduled" ? `${noun} scheduled` : `${noun} published`),
    `The ${nounOf(kind)} was not published`,
    // The publish step names the checks that refused it, beside the way to their words.
    (error) => refusalOf(error) !== null,
  );
}

export function useUnpublish<Kind extends PublishingKindName>(kind: Kind) {
  return useWrite(
    kind,
    (id: number) => write(kind, "POST", "/:id/unpublish", { id }),
    (item) =>
      item.status === "draft"
        ? "Schedule cancelled: back to draft"
        : `${capitalised(nounOf(kind))} taken off the site`,
    `The ${nounOf(kind)} was not taken down`,
  );
}

export function useRestoreRevision<Kind extends PublishingKindName>(kind: Kind) {
  return useWrite(
    kind,
    ({ id, revisionId }: { id: number; revisionId: number }) =>
      write(kind, "POST", "/:id/revisions/:revisionId/restore", { id, revisionId }),
    () => "Earlier version restored as a new revision",
    "The earlier version was not restored",
  );
}

/** A contributor's draft goes to the editors, who publish it or send it back. */
export function useSubmitForReview<Kind extends PublishingKindName>(kind: Kind) {
  return useWrite(
    kind,
    (id: number) => write(kind, "POST", "/:id/submit", { id }),
    () => ({
      title: "Sent for review",
      description: "An editor will publish it, or send it back to you with a note.",
    }),
    `The ${nounOf(kind)} was not sent for review`,
  );
}

/** An editor sends a piece in review back to its author as a draft, with a note. */
export function useSendBack<Kind extends PublishingKindName>(kind: Kind) {
  return useWrite(
    kind,
    ({ id, note }: { id: number; note: string }) =>
      write(kind, "POST", "/:id/send-back", { id }, { note }),
    () => ({
      title: "Sent back to the author",
      description: "They will see your note when they open it.",
    }),
    `The ${nounOf(kind)} was not sent back`,
  );
}

/** How many pieces of the kind wait for review, for those who publish; undefined until known. */
export function useReviewCount(kind: PublishingKindName, enabled: boolean) {
  return useQuery({ ...reviewCountQuery(kind), enabled }).data?.inReview;
}
