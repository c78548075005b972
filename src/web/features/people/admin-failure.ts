// A failed admin write, said the same way everywhere in People and Your account: the server's own
// words in an error toast, unless the session has ended (then the sign-in gate says so instead).
import { apiErrorOf, readableMessage } from "../../../shared/api-error.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

/** The server's words for a failure, without the status number. */
export const serverWords = (error: Error) =>
  apiErrorOf(error)?.serverMessage ?? readableMessage(error);

/**
 * Toasts `title` with the server's words; returns true when the session had ended instead, so
 * the caller does nothing more.
 */
export function useFailureToast() {
  const sessionEnded = useSessionEnded();
  return (error: Error, title: string, description = serverWords(error)) => {
    if (sessionEnded(error)) return true;
    toast({ title, description, variant: "error" });
    return false;
  };
}
