// Admin › Activity › Background jobs: when each job last ran on this site, how long it
// took and how it went, what it last did (the last backup written, say), and its last failure.
// Outcomes are spelt out in words; colour repeats them.
import { useQuery } from "@tanstack/react-query";
import type { JobStatus } from "../../../shared/contracts/jobs.ts";
import { formatUkLogTime, isoDate } from "../../../shared/dates.ts";
import { JOB_INFO } from "../../../shared/jobs.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { jobsQuery } from "../../lib/queries/admin.ts";

const cell = "p-3 align-top";

function At({ value }: { value: string | Date }) {
  return <time dateTime={isoDate(value)}>{formatUkLogTime(value)}</time>;
}

/** 'under 0.1 seconds', '0.3 seconds', '12 seconds', '2 minutes 5 seconds' */
function formatDuration(ms: number): string {
  if (ms < 100) return "under 0.1 seconds";
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} seconds`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes} minute${minutes === 1 ? "" : "s"}${rest ? ` ${rest} seconds` : ""}`;
}

function Outcome({ run }: { run: NonNullable<JobStatus["lastRun"]> }) {
  if (run.outcome === "ok") return <>Succeeded</>;
  return (
    <span className="font-semibold text-danger">
      <span aria-hidden="true">✕ </span>
      Failed
      {run.failuresInARow > 1 ? ` (${run.failuresInARow} times in a row)` : ""}
    </span>
  );
}

function JobRow({ job }: { job: JobStatus }) {
  const { label, does } = JOB_INFO[job.name];
  const run = job.lastRun;
  return (
    <tr className="border-line border-b">
      <th scope="row" className={`${cell} text-left`}>
        <span className="font-semibold">{label}</span>
        <span className="block font-normal text-muted text-sm">{does}</span>
      </th>
      {run ? (
        <>
          <td className={cell}>
            <At value={run.finishedAt} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatDuration(run.durationMs)}</td>
          <td className={cell}>
            <Outcome run={run} />
            {run.lastSummary && run.lastSummaryAt ? (
              <span className="block text-sm">
                Last done: {run.lastSummary}, <At value={run.lastSummaryAt} />
              </span>
            ) : null}
          </td>
          <td className={cell}>
            {run.lastError && run.lastFailedAt ? (
              <>
                <At value={run.lastFailedAt} />:{" "}
                <span className="break-words">{run.lastError}</span>
              </>
            ) : (
              "None"
            )}
          </td>
        </>
      ) : (
        <td className={cell} colSpan={4}>
          Not run on this site yet, or not switched on here.
        </td>
      )}
    </tr>
  );
}

export function JobStatusTable() {
  const { data, isPending, isError } = useQuery(jobsQuery());
  return (
    <section aria-labelledby="jobs-heading" className="flex flex-col gap-3">
      <h4 id="jobs-heading" className="font-bold text-xl">
        Background jobs
      </h4>
      <p>The work the server does on its own, and how each last went. Times are UK time.</p>
      {isPending ? (
        <p role="status">Loading background jobs…</p>
      ) : isError ? (
        <AlertMessage>Failed to load the background jobs. Please try again later.</AlertMessage>
      ) : (
        <section
          aria-label="Background jobs table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="relative overflow-x-auto"
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Background jobs and their last runs</caption>
            <thead>
              <tr className="border-line border-b-2">
                <th scope="col" className={`${cell} min-w-52`}>
                  Job
                </th>
                <th scope="col" className={cell}>
                  Last run
                </th>
                <th scope="col" className={cell}>
                  Took
                </th>
                <th scope="col" className={cell}>
                  Result
                </th>
                <th scope="col" className={`${cell} min-w-56`}>
                  Last failure
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((job) => (
                <JobRow key={job.name} job={job} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
