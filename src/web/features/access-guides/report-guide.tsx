// "Report a problem" on every published guide: what is wrong, chosen from a short
// list, and a few words if you like; no account. Without JavaScript a plain post, which comes
// back to this form with thanks or with what was missing; with it, sent through the API.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  guideReportPath,
  REPORT_ANCHOR,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORTED_PARAM,
  type ReportReason,
} from "../../../shared/access-guides/trust.ts";
import { HONEYPOT_FIELD } from "../../../shared/honeypot.ts";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { apiCall } from "../../lib/api-client.ts";
import { postedReportQuery } from "../../lib/queries/access-guide-trust.ts";
import { useVisitorForm } from "./use-visitor-says.ts";

const THANKS = "Thank you for your report. Our team will look at it and act on it.";
const CHOOSE_REASON = "Choose what the problem is";

export function ReportGuide({ guideId }: { guideId: number }) {
  const { data: posted } = useQuery(postedReportQuery());
  const { formToken, search, sent, refusal, busy, send } = useVisitorForm(posted);
  const [missingReason, setMissingReason] = useState(Boolean(posted?.errors.reason));
  const thanks = sent ?? (search.has(REPORTED_PARAM) ? THANKS : null);
  const detailsError = posted?.errors.details;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const reason = data.get("reason");
    if (!reason) {
      setMissingReason(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
      return;
    }
    setMissingReason(false);
    const details = String(data.get("details") ?? "");
    void send(
      (token) =>
        apiCall("POST /api/access-guides/:id/reports", {
          params: { id: guideId },
          body: {
            reason: reason as ReportReason,
            ...(details.trim() ? { details } : {}),
            [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ""),
            ...(token ? { formToken: token } : {}),
          },
        }),
      THANKS,
    );
  };

  return (
    <section aria-labelledby={REPORT_ANCHOR} className="flex flex-col gap-2 print:hidden">
      <h2 id={REPORT_ANCHOR} className="font-bold text-xl">
        Report a problem with this guide
      </h2>
      {thanks ? (
        <p role="status" className="rounded-md border-2 border-accent p-3">
          {thanks}
        </p>
      ) : (
        <details open={Boolean(posted) || undefined}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-accent underline underline-offset-4">
            Tell us what is wrong
          </summary>
          <form
            method="post"
            action={`${guideReportPath(guideId)}#${REPORT_ANCHOR}`}
            onSubmit={onSubmit}
            noValidate
            className="mt-2 flex flex-col gap-4"
          >
            {refusal ? (
              <p role="alert" className="font-semibold text-danger">
                {refusal}
              </p>
            ) : null}
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={missingReason ? "report-reason-error" : undefined}
            >
              <legend className="mb-2 font-semibold">What is the problem?</legend>
              {missingReason ? (
                <p id="report-reason-error" role="alert" className="font-semibold text-danger">
                  {CHOOSE_REASON}
                </p>
              ) : null}
              {REPORT_REASONS.map((reason) => (
                <label key={reason.id} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="reason"
                    value={reason.id}
                    defaultChecked={posted?.values.reason === reason.id}
                    className="h-5 w-5"
                  />
                  {reason.label}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-1">
              <label htmlFor="report-details" className="font-semibold">
                Anything else we should know (optional)
              </label>
              <textarea
                id="report-details"
                name="details"
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                defaultValue={posted?.values.details ?? ""}
                aria-invalid={detailsError ? true : undefined}
                aria-describedby={detailsError ? "report-details-error" : undefined}
                className={fieldClass}
              />
              {detailsError ? (
                <p id="report-details-error" className="font-semibold text-danger">
                  {detailsError}
                </p>
              ) : null}
            </div>
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label>
                Leave this field empty
                <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
            <div>
              <button type="submit" aria-disabled={busy || undefined} className={primaryButton}>
                Send the report
              </button>
            </div>
          </form>
        </details>
      )}
    </section>
  );
}
