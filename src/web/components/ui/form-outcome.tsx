// The result of a form's last send, kept beside its button after the toast has faded. The toast
// announces it (a status message); this stays for people who read slowly, looked away, or want
// to copy the e-mail address a failure offers. It is not a live region, so nothing is read twice.
import type { ToastContent } from "../../lib/toasts.ts";

export function FormOutcome({ outcome }: { outcome: ToastContent | null }) {
  if (!outcome) return null;
  const isError = outcome.variant === "error";
  return (
    <div
      data-testid="form-outcome"
      className={`rounded-xl border-2 p-4 ${isError ? "border-danger" : "border-accent"}`}
    >
      <p className={`font-bold ${isError ? "text-danger" : ""}`}>{outcome.title}</p>
      {outcome.description && <p>{outcome.description}</p>}
    </div>
  );
}
