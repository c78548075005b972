// The parts Admin › Articles and Admin › News share: where an item stands in its list's status
// cell, and the frame around the editor (heading, back button, loading and failure).
import type { ReactNode, RefObject } from "react";
import { Button } from "react-aria-components";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { PUBLICATION_STATUS_LABELS, type PublicationStatus } from "../../../shared/publication.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";

/** "Scheduled for 24 November 2026, 14:05", "Published", … */
export function PublicationState({
  item,
}: {
  item: { status: PublicationStatus; publishAt?: string | null };
}) {
  return (
    <>
      {PUBLICATION_STATUS_LABELS[item.status]}
      {item.status === "scheduled" && item.publishAt && (
        <> for {formatUkDateTime(new Date(item.publishAt))}</>
      )}
    </>
  );
}

/** What a list passes to its editor. */
export interface EditProps {
  id: number | null;
  heading: RefObject<HTMLHeadingElement | null>;
  onSaved: (id: number) => void;
  onBack: () => void;
}

export function EditFrame({
  heading,
  title,
  backLabel,
  onBack,
  noun,
  loading,
  failed,
  children,
}: Pick<EditProps, "heading" | "onBack"> & {
  title: string;
  backLabel: string;
  /** "article", "news item": for the loading and failure messages. */
  noun: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 ref={heading} tabIndex={-1} className="font-bold text-2xl">
          {title}
        </h3>
        <Button className={secondaryButton} onPress={onBack}>
          {backLabel}
        </Button>
      </div>
      {loading ? (
        <p role="status">Loading the {noun}…</p>
      ) : failed ? (
        <AlertMessage>The {noun} could not be loaded. Try again in a moment.</AlertMessage>
      ) : (
        children
      )}
    </>
  );
}
