// Admin › Activity: notification e-mails that are failing (for the owner), the background jobs'
// last runs, then the audit log (sign-ins and every change), newest first, a page at a time,
// filterable by action and by person. Results are spelt out in words, not only shown by colour.
import { useId, useState } from "react";
import {
  type AuditAction,
  auditActionGroups,
  auditActionLabel,
  auditActorLabel,
  auditItemLabel,
  isAuditAction,
} from "../../../shared/audit-actions.ts";
import type { AuditLogEntry, AuditLogPage } from "../../../shared/contracts/audit-log.ts";
import { formatUkLogTime, isoDate } from "../../../shared/dates.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { useCan } from "../../lib/use-admin-session.ts";
import { JobStatusTable } from "./job-status.tsx";
import { NotificationProblems } from "./notification-problems.tsx";
import { useActivityActors, useActivityLog } from "./use-activity-log.ts";

const ACTION_GROUPS = auditActionGroups();
const cell = "p-3 align-top";
/** Column headings, with the least width that keeps each readable when the table scrolls. */
const COLUMNS = [
  ["When", ""],
  ["Action", "min-w-44"],
  ["Item", "min-w-48"],
  ["Who", "min-w-40"],
  ["Result", ""],
  ["Details", "min-w-56"],
] as const;

function NotApplicable() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </>
  );
}

/** The item by its title, with its kind and number beneath: 'Story 9'. */
function ItemName({ entry }: { entry: AuditLogEntry }) {
  const item = auditItemLabel(entry.action, entry.targetId);
  if (item === null) return <NotApplicable />;
  const kind = (
    <span className="block whitespace-nowrap text-muted">
      {item}
      {entry.itemDeleted && ", since deleted"}
    </span>
  );
  if (!entry.itemTitle) return entry.itemDeleted ? kind : item;
  return (
    <>
      <span className="block">{entry.itemTitle}</span>
      {kind}
    </>
  );
}

function ActivityRow({ entry }: { entry: AuditLogEntry }) {
  return (
    <tr className="border-line border-b">
      <td className={`${cell} whitespace-nowrap`}>
        <time dateTime={isoDate(entry.at)}>{formatUkLogTime(entry.at)}</time>
      </td>
      <th scope="row" className={`${cell} font-semibold`}>
        {auditActionLabel(entry.action, entry.success)}
      </th>
      <td className={`${cell} break-words`}>
        <ItemName entry={entry} />
      </td>
      <td className={cell}>
        {auditActorLabel(entry.actor, entry.via)}
        {entry.address && <span className="block text-muted">from {entry.address}</span>}
      </td>
      <td className={cell}>
        {entry.success ? (
          "Succeeded"
        ) : (
          <strong className="text-danger">
            <span aria-hidden="true">✕ </span>Failed
          </strong>
        )}
      </td>
      <td className={`${cell} break-words`}>{entry.summary ?? <NotApplicable />}</td>
    </tr>
  );
}

function ActivityTable({ log, isUpdating }: { log: AuditLogPage; isUpdating: boolean }) {
  return (
    // Wide tables scroll sideways inside their own box on narrow screens, reachable by keyboard;
    // `relative` keeps the cells' visually hidden text inside the box, not widening the page.
    <section
      aria-label="Activity log table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto"
    >
      <table aria-busy={isUpdating} className="w-full min-w-[52rem] border-collapse text-left">
        <caption className="pb-2 text-left text-muted">
          Admin activity, newest first. Times are UK time.
        </caption>
        <thead>
          <tr className="border-line border-b-2">
            {COLUMNS.map(([heading, width]) => (
              <th key={heading} scope="col" className={`p-3 ${width}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {log.entries.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Pager({
  log,
  onPage,
  isUpdating,
}: {
  log: AuditLogPage;
  onPage: (page: number) => void;
  isUpdating: boolean;
}) {
  const atStart = log.page <= 1;
  const atEnd = log.page >= log.totalPages;
  // aria-disabled rather than disabled: the button keeps focus when the last page is reached.
  const pageButton = (label: string, disabled: boolean, target: number) => (
    <button
      type="button"
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onPage(target)}
      className={`${secondaryButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
    >
      {label}
    </button>
  );
  return (
    <nav aria-label="Activity pages" className="flex flex-wrap items-center gap-3">
      {pageButton("Previous", atStart, log.page - 1)}
      <p aria-live="polite" className="font-semibold">
        Page {log.page} of {log.totalPages}
        <span className="sr-only">{isUpdating ? ", loading" : ""}</span>
      </p>
      {pageButton("Next", atEnd, log.page + 1)}
      <p className="text-muted">
        {log.total} {log.total === 1 ? "entry" : "entries"} in all
      </p>
    </nav>
  );
}

export function ActivityAdmin() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | null>(null);
  const [actor, setActor] = useState<string | null>(null);
  const { data, isPending, isError, isPlaceholderData } = useActivityLog(page, action, actor);
  const actors = useActivityActors().data ?? [];
  const filterId = useId();
  const personFilterId = useId();
  const canManageNotifications = useCan("manage-notifications");

  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-bold text-2xl">Activity</h3>
      <p>
        {canManageNotifications
          ? "E-mail notifications that could not be sent, the server's background jobs, then every"
          : "The server's background jobs, then every"}{" "}
        sign-in attempt and every change made in this admin area.
      </p>
      {canManageNotifications && <NotificationProblems />}
      <JobStatusTable />
      <h4 className="mt-4 font-bold text-xl">Admin activity log</h4>
      <p>Every sign-in attempt and every change made in this admin area, newest first.</p>
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="font-semibold">
            Show
          </label>
          <select
            id={filterId}
            value={action ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              setAction(isAuditAction(value) ? value : null);
              setPage(1);
            }}
            className="min-h-11 rounded-md border-2 border-line bg-page px-3 sm:max-w-md"
          >
            <option value="">All actions</option>
            {ACTION_GROUPS.map(({ group, actions }) => (
              <optgroup key={group} label={group}>
                {actions.map((option) => (
                  <option key={option.action} value={option.action}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={personFilterId} className="font-semibold">
            By
          </label>
          <select
            id={personFilterId}
            value={actor ?? ""}
            onChange={(event) => {
              setActor(event.target.value || null);
              setPage(1);
            }}
            className="min-h-11 rounded-md border-2 border-line bg-page px-3 sm:max-w-xs"
          >
            <option value="">Everyone</option>
            {actors.map((name) => (
              <option key={name} value={name}>
                {auditActorLabel(name)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending ? (
        <p role="status">Loading activity…</p>
      ) : isError ? (
        <AlertMessage>Activity could not be loaded. Please try again later.</AlertMessage>
      ) : data.total === 0 ? (
        <p role="status" className="rounded-xl bg-surface p-6">
          {action || actor ? "Nothing matches this filter." : "No activity recorded yet."}
        </p>
      ) : (
        <>
          {data.entries.length === 0 ? (
            <p className="rounded-xl bg-surface p-6">This page is empty. Go back a page.</p>
          ) : (
            <ActivityTable log={data} isUpdating={isPlaceholderData} />
          )}
          <Pager log={data} onPage={setPage} isUpdating={isPlaceholderData} />
        </>
      )}
    </div>
  );
}
