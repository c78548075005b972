// The story form's anti-spam gate (docs/decisions/007): a signed token fetched when the form is
// shown, which the submission waits on until a person could have filled the form.
import { useQuery } from "@tanstack/react-query";
import { formTokenQuery } from "../../lib/queries/stories.ts";
import { readyToken } from "./form-token-wait.ts";

export function useFormTokenGate() {
  const formToken = useQuery(formTokenQuery());
  /** The token to send with the form, or undefined when none could be had. */
  return () => readyToken(formToken.data, async () => (await formToken.refetch()).data);
}
