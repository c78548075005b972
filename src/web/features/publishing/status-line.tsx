// Where a piece stands, above its editor: a draft seen by the team only, waiting for review (and
// who publishes it), scheduled for a time, or on the site at its address; and, for a draft an
// editor sent back, the editor's note saying what to change.
import { useId } from "react";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { PUBLICATION_STATUS_LABELS, type PublicationStatus } from "../../../shared/publication.ts";
import { useCan } from "../../lib/use-admin-session.ts";

interface StatusLineProps {
  item: {
    status: PublicationStatus;
    publishAt: string | null;
    url: string;
    reviewNote: { note: string; by: string; at: string } | null;
  };
}

function Where({ item }: StatusLineProps) {
  const mayPublish = useCan("publish-content");
  switch (item.status) {
    case "scheduled":
      return item.publishAt ? (
        <>: goes public {formatUkDateTime(new Date(item.publishAt))}.</>
      ) : null;
    case "published":
      return (
        <>
          : on the site at{" "}
          <a href={item.url} className="font-semibold text-accent underline underline-offset-4">
            {item.url}
          </a>
          .
        </>
      );
    case "in_review":
      return mayPublish ? (
        <>: waiting for an editor to publish it, or to send it back with a note.</>
      ) : (
        <>: an editor will publish it, or send it back to you with a note saying what to change.</>
      );
    default:
      return <>: only the editorial team can see it.</>;
  }
}

export function StatusLine({ item }: StatusLineProps) {
  const noteId = useId();
  const note = item.status === "draft" ? item.reviewNote : null;
  return (
    <>
      <p>
        <strong>{PUBLICATION_STATUS_LABELS[item.status]}</strong>
        <Where item={item} />
      </p>
      {note && (
        <section
          aria-labelledby={noteId}
          className="flex flex-col gap-2 rounded-xl border-2 border-accent p-4"
        >
          <h4 id={noteId} className="font-bold">
            Sent back by {note.by}, {formatUkDateTime(new Date(note.at))}
          </h4>
          <p className="whitespace-pre-wrap">{note.note}</p>
          <p className="text-muted">
            Change what the note asks, save, and submit it for review again.
          </p>
        </section>
      )}
    </>
  );
}
