// When a token or passkey was added and last used, in UK time, for the lists in Your account.
import { formatUkDateTime, isoDate } from "../../../shared/dates.ts";

type When = string | Date;

function At({ when }: { when: When }) {
  return <time dateTime={isoDate(when)}>{formatUkDateTime(when)}</time>;
}

interface UsedDatesProps {
  /** "Added" for a passkey, "Created" for a token. */
  createdLabel: string;
  createdAt: When;
  lastUsedAt: When | null;
}

export function UsedDates({ createdLabel, createdAt, lastUsedAt }: UsedDatesProps) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold">{createdLabel}</dt>
      <dd>
        <At when={createdAt} />
      </dd>
      <dt className="font-semibold">Last used</dt>
      <dd>{lastUsedAt ? <At when={lastUsedAt} /> : "Never"}</dd>
    </dl>
  );
}
