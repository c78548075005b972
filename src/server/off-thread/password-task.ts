// How guessable a password is, estimated by zxcvbn-ts in a worker thread: its matching grows with
// the password's length and shape (1,024 characters took 0.5 s, 64 patterned ones 0.2 s, all of
// it with the event loop stopped when it ran on the main thread). The dictionaries are loaded
// once per thread, when first needed.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn's score: 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

export interface PasswordJob {
  password: string;
  /** Words the person and the site are known by, which must not make the password. */
  personal: string[];
}

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

/** Why the password is too easy to guess, in words for the person choosing it; null when it will do. */
export async function passwordProblem({ password, personal }: PasswordJob): Promise<string | null> {
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, personal);
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? "It would be easy to guess.";
  const hint =
    result.feedback.suggestions[0] ?? "A few unrelated words together make a strong password.";
  return `This password is too easy to guess. ${why} ${hint}`;
}
