// The server's refusal to publish (422: `{ error, stoppedBy, checks }`), read from a failed write so
// the publish step can show it in place, naming the checks, rather than as a toast.
import { apiErrorOf } from "../../../shared/api-error.ts";
import type { PublishingCheck } from "../../../shared/publishing-checks/index.ts";

export interface Refusal {
  error: string;
  checks: PublishingCheck[];
}

/** The server's 422 refusal with its checks, when that is why publishing failed. */
export function refusalOf(error: unknown): Refusal | null {
  const api = apiErrorOf(error);
  if (api?.status !== 422) return null;
  try {
    const body = JSON.parse(api.body) as Partial<Refusal>;
    return typeof body.error === "string" && Array.isArray(body.checks)
      ? { error: body.error, checks: body.checks }
      : null;
  } catch {
    return null;
  }
}
