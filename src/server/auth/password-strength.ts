// Password rules after NIST SP 800-63B (issue 26): at least 12 characters, no composition rules,
// and refused when it is easy to guess: common and leaked-style passwords, dictionary words,
// keyboard walks, or the person's own names. zxcvbn-ts estimates the guesses with its common and
// English dictionaries; it is loaded on the server only, once, when first needed.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { MIN_PASSWORD_LENGTH } from "../../shared/contracts/people.ts";
import { HttpError } from "../plugins/errors.ts";

/** zxcvbn's score: 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
  })();
  return estimator;
}

/** Why the password is refused, in words for the person choosing it; null when it will do. */
export async function passwordProblem(
  password: string,
  personal: string[] = [],
): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  const zxcvbn = await loadEstimator();
  const words = personal.flatMap((text) => [text, ...text.split(/\s+/)]).filter(Boolean);
  const result = zxcvbn.check(password, [...words, "real access", "realaccess"]);
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? "It would be easy to guess.";
  const hint =
    result.feedback.suggestions[0] ?? "A few unrelated words together make a strong password.";
  return `This password is too easy to guess. ${why} ${hint}`;
}

/** A refused password, in the error shape the forms map onto their fields. */
export const weakPassword = (message: string, field = "password") =>
  new HttpError(400, message, [{ field, message }]);
