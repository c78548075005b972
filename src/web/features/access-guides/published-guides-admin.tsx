// Admin › Access guides › on the site: every published guide, each with "Take down",
// which asks the reason in a dialog. A guide taken down leaves the list, so focus goes to the next
// guide's heading, or to the list's heading when none is left (decision 010).
import { useState } from "react";
import { Link } from "wouter";
import type { AdminAccessGuide } from "../../../shared/contracts/access-guides.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { LoadingStatus } from "../../components/ui/loading-status.tsx";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { GuideTakeDownDialog } from "./guide-take-down-dialog.tsx";
import { usePublishedGuides } from "./use-guide-take-down.ts";

export function PublishedGuidesAdmin() {
  const published = usePublishedGuides();
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  const [takingDown, setTakingDown] = useState<AdminAccessGuide | null>(null);
  return (
    <section aria-labelledby="published-guides-title" className="mt-10 flex flex-col gap-4">
      <h3
        id="published-guides-title"
        ref={focus.fallback}
        tabIndex={-1}
        className="font-bold text-xl"
      >
        Access guides on the site
      </h3>
      {published.isPending ? (
        <LoadingStatus>Loading the published guides…</LoadingStatus>
      ) : published.error ? (
        <p role="alert">{published.error.message}</p>
      ) : published.data.length === 0 ? (
        <p>No access guides are on the site.</p>
      ) : (
        <ul ref={focus.list} className="flex flex-col gap-3">
          {published.data.map((guide) => (
            <li
              key={guide.id}
              data-item-id={guide.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-line p-4"
            >
              <div className="flex flex-col gap-1">
                <h4 tabIndex={-1} data-item-focus className="font-bold text-lg">
                  {guide.name}, {guide.town} {guide.postcode}
                </h4>
                {guide.url ? (
                  <Link href={guide.url} className="underline underline-offset-4">
                    {`Open the guide for ${guide.name}`}
                  </Link>
                ) : null}
              </div>
              <BusyButton
                className={secondaryButton}
                isBusy={false}
                onPress={() => setTakingDown(guide)}
                aria-label={`Take down: ${guide.name}`}
              >
                Take down
              </BusyButton>
            </li>
          ))}
        </ul>
      )}
      <GuideTakeDownDialog
        guide={takingDown}
        onClose={() => setTakingDown(null)}
        onTakingDown={() => takingDown && focus.removing([takingDown.id])}
        onTakenDown={() => {
          setTakingDown(null);
          focus.removed();
        }}
      />
    </section>
  );
}
