// Every save of a piece, whatever its kind: who saved it and when, the words changed between any
// two, and a way back to any one, restored as a new revision so nothing is lost.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { PublishingKindName } from "../../../shared/publishing-kinds.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";
import {
  type PublishingItem,
  type PublishingRevision,
  revisionsQuery,
} from "../../lib/queries/publishing.ts";
import { RevisionDiff } from "./revision-diff.tsx";
import { revisionLabel } from "./revision-label.ts";
import { useRestoreRevision } from "./use-publishing.ts";

interface RevisionsPanelProps<Kind extends PublishingKindName> {
  kind: Kind;
  id: number;
  onRestored: (item: PublishingItem<Kind>) => void;
}

export function RevisionsPanel<Kind extends PublishingKindName>({
  kind,
  id,
  onRestored,
}: RevisionsPanelProps<Kind>) {
  type Revision = PublishingRevision<Kind>;
  const { data, isPending, isError } = useQuery(revisionsQuery(kind, id));
  const restore = useRestoreRevision(kind);
  const [fromId, setFromId] = useState<number | null>(null);
  const [toId, setToId] = useState<number | null>(null);
  const ids = { from: useId(), to: useId(), title: useId() };

  if (isPending) return <p role="status">Loading earlier versions…</p>;
  if (isError) return <p role="alert">The earlier versions could not be loaded.</p>;

  // Newest first, so the save before each is the next one down.
  const labels = new Map(
    data.map((revision, index) => [revision.id, revisionLabel(revision, data[index + 1])]),
  );
  const labelOf = (revision: Revision) => labels.get(revision.id) ?? "";

  // Newest first: compare the one before the latest with the latest unless chosen otherwise.
  const from = data.find((r) => r.id === fromId) ?? data[1] ?? data[0];
  const to = data.find((r) => r.id === toId) ?? data[0];
  const select = (
    id: string,
    label: string,
    value: Revision | undefined,
    onChange: (id: number) => void,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value?.id ?? ""}
        onChange={(event) => onChange(Number(event.target.value))}
        className={`${fieldClass} sm:max-w-md`}
      >
        {data.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {labelOf(revision)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby={ids.title} className="flex flex-col gap-4">
      <h4 id={ids.title} className="font-bold text-lg">
        Earlier versions ({data.length})
      </h4>
      <ol className="flex flex-col gap-2">
        {data.map((revision, index) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {labelOf(revision)}
              {index === 0 && " (the latest)"}
            </span>
            {index > 0 && (
              <BusyButton
                className={secondaryButton}
                isBusy={restore.isPending && restore.variables?.revisionId === revision.id}
                onPress={() =>
                  restore.mutate({ id, revisionId: revision.id }, { onSuccess: onRestored })
                }
              >
                Restore<span className="sr-only"> the version of {labelOf(revision)}</span>
              </BusyButton>
            )}
          </li>
        ))}
      </ol>
      {data.length > 1 && from && to && (
        <div className="flex flex-col gap-3">
          <h5 className="font-bold">Compare two versions</h5>
          <div className="flex flex-wrap gap-4">
            {select(ids.from, "Older version", from, setFromId)}
            {select(ids.to, "Newer version", to, setToId)}
          </div>
          <RevisionDiff before={from.snapshot} after={to.snapshot} />
        </div>
      )}
    </section>
  );
}
