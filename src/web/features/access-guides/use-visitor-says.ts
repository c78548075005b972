// What the guide's "Was this right?" and report forms share: the signed time the page
// was rendered with (the server puts it in the page, so a plain post carries it too), the post
// brought back after a refusal, and sending with JavaScript through the API.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { apiErrorOf } from "../../../shared/api-error.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";
import { pageFormTokenQuery } from "../../lib/queries/stories.ts";

/** The state of one form: what a refused plain post brought back, and what a send here said. */
export function useVisitorForm(posted: PostedForm | null | undefined) {
  const { data: pageToken } = useQuery({ ...pageFormTokenQuery(), enabled: false });
  const [search] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(posted?.refusal ?? null);
  const [busy, setBusy] = useState(false);
  const formToken = posted?.values.formToken ?? pageToken?.token;
  /** Sends with JavaScript: `after` is what to say once it is taken. */
  const send = async (call: (token: string | undefined) => Promise<unknown>, after: string) => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await call(formToken);
      setSent(after);
    } catch (error) {
      setRefusal(
        apiErrorOf(error)?.serverMessage ??
          "We could not send that just now. Please try again in a moment.",
      );
    } finally {
      setBusy(false);
    }
  };
  return { formToken, search, sent, refusal, busy, send };
}
