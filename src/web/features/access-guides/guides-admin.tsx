// Admin › Access guides: the guides businesses sent for review (decision 036), each with every fact it
// gives, to publish or send back with a reason. A guide already published says so: approving it
// replaces the published version. A guide reviewed before shows what changed since, word by word. Its photos show with their alt text written beneath, for the
// reviewer to check the words against the picture (the image itself says nothing more).
import { useState } from "react";
import { guideCategory } from "../../../shared/access-guides/categories.ts";
import type { AdminAccessGuide } from "../../../shared/contracts/access-guides.ts";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { MediaPicture } from "../../components/media-picture.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { LoadingStatus } from "../../components/ui/loading-status.tsx";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { GuideChanges } from "./guide-changes.tsx";
import { GuideFacts } from "./guide-facts.tsx";
import { GuideReturnDialog } from "./guide-return-dialog.tsx";
import { LocationOnMap } from "./location-on-map.tsx";
import { useApproveGuide, useGuideQueue } from "./use-guide-review.ts";

export function GuidesAdmin() {
  const queue = useGuideQueue();
  // A guide approved or sent back leaves the queue: focus goes to the next guide's heading, or
  // to the queue's heading when none is left, so the next Tab carries on from there.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  const approve = useApproveGuide(focus.removed);
  const [returning, setReturning] = useState<AdminAccessGuide | null>(null);
  if (queue.isPending) return <LoadingStatus>Loading access guides…</LoadingStatus>;
  if (queue.error) return <p role="alert">{queue.error.message}</p>;
  return (
    <section aria-labelledby="guides-admin-title" className="flex flex-col gap-4">
      <h3 id="guides-admin-title" ref={focus.fallback} tabIndex={-1} className="font-bold text-xl">
        Access guides waiting for review
      </h3>
      {queue.data.length === 0 ? (
        <p>No access guides are waiting for review.</p>
      ) : (
        <ul ref={focus.list} className="flex flex-col gap-6">
          {queue.data.map((guide) => (
            <li
              key={guide.id}
              data-item-id={guide.id}
              className="flex flex-col gap-3 rounded-xl border-2 border-line p-5"
            >
              <h4 tabIndex={-1} data-item-focus className="font-bold text-lg">
                {guide.name}, {guide.town} {guide.postcode}
              </h4>
              <p>
                <strong>Kind of place: </strong>
                {guideCategory(guide.category).label}
              </p>
              {guide.location ? (
                <LocationOnMap location={guide.location} lead="Where the place is:" />
              ) : (
                <p>
                  <strong>Where the place is: </strong>not set (sent before guides needed one)
                </p>
              )}
              <p className="text-muted text-sm">
                {guide.submittedAt ? `Sent ${formatUkDateTime(guide.submittedAt)}. ` : ""}
                {guide.url
                  ? "Already published: approving replaces the published version."
                  : "New guide."}
              </p>
              {guide.lastReview && <GuideChanges guide={guide} review={guide.lastReview} />}
              <GuideFacts details={guide.details} headingLevel="h5" />
              {guide.photos.length > 0 ? (
                <>
                  <h5 className="font-bold">Photos, with the alt text each is shown with</h5>
                  <ul className="grid gap-4 sm:grid-cols-3">
                    {guide.photos.map((photo) => (
                      <li key={photo.id}>
                        <figure className="flex flex-col gap-2">
                          <MediaPicture
                            url={photo.url}
                            alt=""
                            sizes="12rem"
                            className="h-auto w-full rounded-md"
                          />
                          <figcaption className="text-sm">{photo.alt}</figcaption>
                        </figure>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <BusyButton
                  className={primaryButton}
                  isBusy={approve.isPending && approve.variables?.id === guide.id}
                  onPress={() => {
                    focus.removing([guide.id]);
                    approve.mutate({ id: guide.id, name: guide.name, seen: guide.updatedAt });
                  }}
                  aria-label={`Approve and publish: ${guide.name}`}
                >
                  Approve and publish
                </BusyButton>
                <BusyButton
                  className={secondaryButton}
                  isBusy={false}
                  onPress={() => setReturning(guide)}
                  aria-label={`Send back with a reason: ${guide.name}`}
                >
                  Send back with a reason
                </BusyButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <GuideReturnDialog
        guide={returning}
        onClose={() => setReturning(null)}
        onReturning={() => returning && focus.removing([returning.id])}
        onReturned={() => {
          setReturning(null);
          focus.removed();
        }}
      />
    </section>
  );
}
