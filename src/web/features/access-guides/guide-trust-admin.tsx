// Admin › Access guides, below the guides waiting for review: the reports of problems
// with published guides, each marked handled once the team has acted; and what visitors said was
// wrong, each accepted (the section shows "being checked" and the business is e-mailed when it
// gave an address) or dismissed.
import { GUIDE_SECTIONS } from "../../../shared/access-guides/fields.ts";
import { reportReasonLabel } from "../../../shared/access-guides/trust.ts";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { LoadingStatus } from "../../components/ui/loading-status.tsx";
import {
  useDecideFeedback,
  useGuideFeedbackQueue,
  useGuideReports,
  useMarkReportHandled,
} from "./use-guide-trust-admin.ts";

const sectionTitle = (id: string) =>
  GUIDE_SECTIONS.find((section) => section.id === id)?.title ?? id;

function GuideName({ name, url }: { name: string; url: string | null }) {
  return url ? (
    <a href={url} className="underline underline-offset-4">
      {name}
    </a>
  ) : (
    <span>{name}</span>
  );
}

function GuideReports() {
  const reports = useGuideReports();
  const handle = useMarkReportHandled();
  if (reports.isPending) return <LoadingStatus>Loading reports…</LoadingStatus>;
  if (reports.error) return <p role="alert">{reports.error.message}</p>;
  return (
    <section aria-labelledby="guide-reports-title" className="flex flex-col gap-4">
      <h3 id="guide-reports-title" className="font-bold text-xl">
        Reports of problems with guides
      </h3>
      {reports.data.length === 0 ? (
        <p>No reports are waiting.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reports.data.map((report) => (
            <li key={report.id} className="flex flex-col gap-2 rounded-xl border-2 border-line p-5">
              <h4 className="font-bold text-lg">
                <GuideName name={report.guideName} url={report.guideUrl} />:{" "}
                {reportReasonLabel(report.reason)}
              </h4>
              <p className="text-muted text-sm">Reported {formatUkDateTime(report.createdAt)}.</p>
              {report.details ? <p className="whitespace-pre-line">{report.details}</p> : null}
              <div>
                <BusyButton
                  className={primaryButton}
                  isBusy={handle.isPending && handle.variables?.id === report.id}
                  onPress={() => handle.mutate({ id: report.id, name: report.guideName })}
                  aria-label={`Mark handled: the report of ${report.guideName}`}
                >
                  Mark handled
                </BusyButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GuideCorrections() {
  const queue = useGuideFeedbackQueue();
  const decide = useDecideFeedback();
  if (queue.isPending) return <LoadingStatus>Loading visitors' corrections…</LoadingStatus>;
  if (queue.error) return <p role="alert">{queue.error.message}</p>;
  const busy = (id: number, decision: "accept" | "dismiss") =>
    decide.isPending && decide.variables?.id === id && decide.variables.decision === decision;
  return (
    <section aria-labelledby="guide-corrections-title" className="flex flex-col gap-4">
      <h3 id="guide-corrections-title" className="font-bold text-xl">
        Visitors who said part of a guide was wrong
      </h3>
      {queue.data.length === 0 ? (
        <p>No corrections are waiting.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.data.map((answer) => {
            const about = `${answer.guideName}, ${sectionTitle(answer.section)}`;
            return (
              <li
                key={answer.id}
                className="flex flex-col gap-2 rounded-xl border-2 border-line p-5"
              >
                <h4 className="font-bold text-lg">
                  <GuideName name={answer.guideName} url={answer.guideUrl} />:{" "}
                  {sectionTitle(answer.section)}
                </h4>
                <p className="text-muted text-sm">Sent {formatUkDateTime(answer.createdAt)}.</p>
                <p className="whitespace-pre-line">{answer.note ?? "The visitor left no note."}</p>
                <div className="flex flex-wrap gap-3">
                  <BusyButton
                    className={primaryButton}
                    isBusy={busy(answer.id, "accept")}
                    onPress={() =>
                      decide.mutate({ id: answer.id, decision: "accept", name: answer.guideName })
                    }
                    aria-label={`Accept and ask the business to check: ${about}`}
                  >
                    Accept and ask the business to check
                  </BusyButton>
                  <BusyButton
                    className={secondaryButton}
                    isBusy={busy(answer.id, "dismiss")}
                    onPress={() =>
                      decide.mutate({ id: answer.id, decision: "dismiss", name: answer.guideName })
                    }
                    aria-label={`Dismiss: ${about}`}
                  >
                    Dismiss
                  </BusyButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function GuideTrustAdmin() {
  return (
    <>
      <GuideReports />
      <GuideCorrections />
    </>
  );
}
