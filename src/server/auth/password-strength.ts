// Password rules after NIST SP 800-63B: at least 12 characters, no composition rules,
// and refused when it is easy to guess: common and leaked-style passwords, dictionary words,
// keyboard walks, or the person's own names. zxcvbn-ts estimates the guesses with its common and
// English dictionaries, in a worker thread (off-thread/password-task.ts): its cost grows with the
// password, so only the first 64 characters are judged (well under a second).
import { MIN_PASSWORD_LENGTH } from "../../shared/contracts/people.ts";
import { BRAND } from "../../shared/site.ts";
import { HttpError } from "../http/http-error.ts";
import { offThreadBusy, runOffThread, TaskTooSlow } from "../off-thread/run-off-thread.ts";

/** Ten times what the longest password allowed takes on an idle machine. */
const ESTIMATE_TIMEOUT_MS = 5_000;

/** Why the password is refused, in words for the person choosing it; null when it will do. */
export async function passwordProblem(
  password: string,
  personal: string[] = [],
): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  try {
    // The worker takes the names apart into the forms a password would hold them in.
    return await runOffThread(
      "password-problem",
      { password, personal: [...personal, BRAND.name] },
      ESTIMATE_TIMEOUT_MS,
    );
  } catch (error) {
    // Only a machine far too busy gets here; the person can simply try again.
    if (error instanceof TaskTooSlow) throw offThreadBusy();
    throw error;
  }
}

/** A refused password, in the error shape the forms map onto their fields. */
export const weakPassword = (message: string, field = "password") =>
  new HttpError(400, message, [{ field, message }]);
