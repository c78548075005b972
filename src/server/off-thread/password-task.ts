// How guessable a password is, estimated by zxcvbn-ts in a worker thread: its matching grows with
// the password's length and shape (1,024 random characters took 3.5 s, past the time limit on a
// busy machine), so only the first STRENGTH_PREFIX characters are judged. The dictionaries are
// loaded once per thread, when first needed.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn's score: 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

const STRONG_HINT = "A few unrelated words together make a strong password.";

/**
 * The characters judged. Guessing a password means guessing all of it, so one whose start is hard
 * to guess is at least as hard; and judging more costs time in proportion.
 */
export const STRENGTH_PREFIX = 64;

export interface PasswordJob {
  password: string;
  /** Names the person and the site are known by (username, display name, site name). */
  personal: string[];
}

/** Shorter parts of a name ("Jo", "3") are left alone: removing them would cut up real words. */
const MIN_NAME_PART = 3;

/**
 * The forms a name takes in a password, lower-cased as zxcvbn compares them: whole, run together
 * without spaces or dots ("robinexample"), and word by word. zxcvbn matches each as a dictionary
 * word, but only whole: "Robin Example" alone never matched "RobinExample2026".
 */
export function nameForms(names: string[]): string[] {
  const forms = new Set<string>();
  for (const name of names) {
    const lower = name.normalize("NFKC").toLowerCase().trim();
    const joined = lower.replace(/[^\p{L}\p{N}]+/gu, "");
    for (const form of [lower, joined, ...lower.split(/[^\p{L}\p{N}]+/u)]) {
      if (form.length >= MIN_NAME_PART) forms.add(form);
    }
  }
  // Longest first, so a whole name is removed before its parts.
  return [...forms].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The password with every form of the names taken out, ignoring case: what someone who knows
 * them still has to guess. zxcvbn alone scored "Robin Example Robin Example" and
 * "Real Access 2026!" safe, since a short sequence of known words still adds up past its line.
 */
export function withoutNames(password: string, forms: string[]): string {
  if (forms.length === 0) return password;
  const names = new RegExp(forms.map(escapeRegExp).join("|"), "giu");
  return password.normalize("NFKC").replace(names, "").replace(/\s+/g, " ").trim();
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
export async function passwordProblem(job: PasswordJob): Promise<string | null> {
  const { personal } = job;
  // By code point, so an emoji is never cut in half.
  const password = Array.from(job.password).slice(0, STRENGTH_PREFIX).join("");
  const zxcvbn = await loadEstimator();
  const forms = nameForms(personal);
  const result = zxcvbn.check(password, forms);
  if (result.score < MIN_SCORE) {
    const why = result.feedback.warning ?? "It would be easy to guess.";
    const hint = result.feedback.suggestions[0] ?? STRONG_HINT;
    return `This password is too easy to guess. ${why} ${hint}`;
  }
  const rest = withoutNames(password, forms);
  if (rest === password.normalize("NFKC") || zxcvbn.check(rest, forms).score >= MIN_SCORE) {
    return null;
  }
  return `This password is too easy to guess. It is mostly your own name or the site's name, which anyone would try first. ${STRONG_HINT}`;
}
