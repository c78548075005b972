// Admin › Activity › E-mail notifications: how notification e-mails are set up, and
// each e-mail that is being retried or has failed for good, with its last error and Send again.
// The state is spelt out in words; colour only repeats it.
import type {
  NotificationOverview,
  NotificationProblem,
} from "../../../shared/contracts/notifications.ts";
import { formatUkDateTime, isoDate } from "../../../shared/dates.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { TestEmailButton } from "./test-email-button.tsx";
import { useNotifications, useRetryNotification } from "./use-notifications.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const hour = (value: number) => `${String(value).padStart(2, "0")}:00`;

/** One or two sentences on where e-mails go and how many are waiting. */
function setupSummary(overview: NotificationOverview): string {
  const waiting =
    overview.waiting > 0
      ? ` ${plural(overview.waiting, "e-mail is", "e-mails are")} waiting to be sent.`
      : "";
  if (overview.delivery === "log") {
    return `E-mail is not set up on this server (SMTP_URL is not set), so notices of new messages and stories are written to the server's log instead of being sent.${waiting}`;
  }
  if (overview.mode === "digest") {
    return `New messages and stories awaiting review are e-mailed together, in a daily summary at ${hour(overview.digestHour)} UK time.${waiting}`;
  }
  return `An e-mail is sent for each new message and each story awaiting review.${waiting}`;
}

function When({ value }: { value: string | null }) {
  if (value === null) return <>Not yet</>;
  return <time dateTime={isoDate(value)}>{formatUkDateTime(value)}</time>;
}

function ProblemState({
  problem,
  maxAttempts,
}: {
  problem: NotificationProblem;
  maxAttempts: number;
}) {
  if (problem.state === "failed") {
    return (
      <p className="font-semibold text-danger">
        <span aria-hidden="true">✕ </span>
        Not sent. {plural(problem.attempts, "attempt", "attempts")} failed, so no more will be made
        unless you send it again.
      </p>
    );
  }
  return (
    <p className="font-semibold">
      Retrying: {plural(problem.attempts, "attempt", "attempts")} of {maxAttempts} failed. Next try
      at <When value={problem.nextAttemptAt} />.
    </p>
  );
}

type Focus = ReturnType<typeof useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>>;

function ProblemList({ overview, focus }: { overview: NotificationOverview; focus: Focus }) {
  const retry = useRetryNotification(focus.removed);
  const { problems, totalProblems } = overview;
  return (
    <>
      <p id="notification-problems-count" className="font-semibold">
        {plural(totalProblems, "e-mail is", "e-mails are")} failing
        {totalProblems > problems.length ? `; the newest ${problems.length} are shown` : ""}.
      </p>
      <ul
        ref={focus.list}
        aria-labelledby="notification-problems-count"
        className="flex flex-col gap-3"
      >
        {problems.map((problem) => (
          <li
            key={problem.id}
            data-item-id={problem.id}
            className="flex flex-col gap-2 rounded-xl border-2 border-line p-4"
          >
            <h5 tabIndex={-1} data-item-focus className="break-words font-bold leading-snug">
              {problem.about}
            </h5>
            <ProblemState problem={problem} maxAttempts={overview.maxAttempts} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">Queued</dt>
              <dd>
                <When value={problem.createdAt} />
              </dd>
              <dt className="font-semibold">Last attempt</dt>
              <dd>
                <When value={problem.lastAttemptAt} />
              </dd>
              <dt className="font-semibold">Last error</dt>
              <dd className="break-words">{problem.lastError ?? "None recorded"}</dd>
            </dl>
            <div>
              <BusyButton
                className={`${secondaryButton} min-h-11 px-4 text-sm`}
                isBusy={retry.isPending && retry.variables === problem.id}
                // The visible words start the name (WCAG 2.5.3); the subject tells them apart.
                aria-label={`Send again: ${problem.about}`}
                onPress={() => {
                  focus.removing([problem.id]);
                  retry.mutate(problem.id);
                }}
              >
                Send again
              </BusyButton>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function NotificationProblems() {
  const { data, isPending, isError } = useNotifications();
  // Send again takes the e-mail off the list: focus goes to the next one, or to this heading.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  return (
    <section aria-labelledby="notifications-heading" className="flex flex-col gap-3">
      <h4
        id="notifications-heading"
        ref={focus.fallback}
        tabIndex={-1}
        className="font-bold text-xl"
      >
        E-mail notifications
      </h4>
      {isPending ? (
        <p role="status">Loading e-mail notifications…</p>
      ) : isError ? (
        <AlertMessage>
          E-mail notifications could not be loaded. Please try again later.
        </AlertMessage>
      ) : (
        <>
          <p>{setupSummary(data)}</p>
          <TestEmailButton />
          {data.problems.length === 0 ? (
            <p className="rounded-xl bg-surface p-4">
              No e-mails are failing. Any that still cannot be sent after retrying will be listed
              here.
            </p>
          ) : (
            <ProblemList overview={data} focus={focus} />
          )}
        </>
      )}
    </section>
  );
}
