// Issue 19: visitors search in their own words ("hard of hearing", "budget"), which are often not
// the words a solution happens to use ("hearing aid users", "costs very little"). Each entry says:
// when a search contains these words, also look for those. Related words widen the results; they
// count for less than the visitor's own words when results are ranked (ADR 020).

interface Related {
  /** Any of these, as whole words in the search, brings in `alsoFind`. */
  when: string[];
  alsoFind: string[];
}

const HEARING = ["hard of hearing", "hearing loss", "hearing aid", "deaf", "hearing loop"];
const SIGHT = [
  "blind",
  "sight loss",
  "partially sighted",
  "low vision",
  "visually impaired",
  "screen reader",
];
// Not "free": it would bring in every "step-free" and "free of clutter". Solutions that cost
// nothing carry "budget" among their cost band's words instead (quick-solution-bands.ts).
const MONEY = ["budget", "cheap", "low cost", "affordable", "inexpensive", "costs very little"];
const MOBILITY = ["wheelchair", "step-free", "ramp", "mobility scooter", "level access"];
const NEURODIVERGENT = ["autism", "autistic", "ADHD", "dyslexia", "neurodivergent", "sensory"];

const RELATED: Related[] = [
  {
    when: ["hard of hearing", "hearing impaired", "hearing loss", "deaf", "deafness"],
    alsoFind: HEARING,
  },
  { when: ["hearing aid", "hearing aids"], alsoFind: ["hearing loop", "hard of hearing", "deaf"] },
  {
    when: ["subtitles", "captions", "captioning"],
    alsoFind: ["captions", "subtitles", "transcript"],
  },
  {
    when: ["sign language", "bsl"],
    alsoFind: ["British Sign Language", "BSL", "interpreter", "deaf"],
  },
  { when: SIGHT, alsoFind: SIGHT },
  { when: ["budget", "cheap", "affordable", "low cost", "inexpensive", "money"], alsoFind: MONEY },
  { when: ["wheelchair", "wheelchairs", "mobility", "step", "steps", "ramp"], alsoFind: MOBILITY },
  { when: ["stairs", "staircase"], alsoFind: ["steps", "step-free", "lift"] },
  { when: ["elevator", "lift"], alsoFind: ["lift", "stairs", "step-free"] },
  {
    when: ["toilet", "toilets", "loo", "bathroom", "restroom"],
    alsoFind: ["toilet", "Changing Places"],
  },
  { when: ["neurodiverse", "neurodivergent", "neurodiversity"], alsoFind: NEURODIVERGENT },
  { when: ["autism", "autistic", "sensory"], alsoFind: ["sensory", "quiet", "autistic", "noise"] },
  { when: ["noise", "noisy", "loud", "quiet"], alsoFind: ["noise", "quiet", "music", "sensory"] },
  {
    when: ["learning disability", "learning disabilities"],
    alsoFind: ["easy read", "plain English", "plain language"],
  },
  {
    when: ["plain english", "plain language", "easy read"],
    alsoFind: ["plain English", "plain language", "easy read"],
  },
  {
    when: ["hiring", "jobs", "job", "recruiting", "recruitment"],
    alsoFind: ["recruitment", "job adverts", "interviews"],
  },
  {
    when: ["staff", "employees", "employee", "colleagues"],
    alsoFind: ["staff", "employees", "reasonable adjustments"],
  },
  { when: ["website", "online", "web"], alsoFind: ["website", "online", "digital"] },
  {
    when: ["law", "legal", "equality act"],
    alsoFind: ["Equality Act 2010", "reasonable adjustments"],
  },
];

/** Lower case, and a plural's "s" dropped, so "ramps" brings in what "ramp" does. */
const fold = (word: string) => (word.length > 3 ? word.replace(/s$/, "") : word);

const words = (text: string) =>
  text
    .toLocaleLowerCase("en-GB")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(fold);

/** Whether `phrase` appears in `haystack` (both as word lists) as consecutive whole words. */
function containsPhrase(haystack: string[], phrase: string[]) {
  for (let start = 0; start + phrase.length <= haystack.length; start += 1) {
    if (phrase.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

/** The related phrases a search brings in, each once, leaving out those already in the search. */
export function relatedPhrases(term: string): string[] {
  const searched = words(term);
  if (searched.length === 0) return [];
  const found = new Map<string, string>();
  for (const { when, alsoFind } of RELATED) {
    if (!when.some((phrase) => containsPhrase(searched, words(phrase)))) continue;
    for (const phrase of alsoFind) {
      const key = words(phrase).join(" ");
      if (!containsPhrase(searched, words(phrase))) found.set(key, phrase);
    }
  }
  return [...found.values()];
}
