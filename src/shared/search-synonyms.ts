// Visitors search in their own words ("hard of hearing", "budget"), which are often not
// the words a solution happens to use ("hearing aid users", "costs very little"). Each entry says:
// when a search contains these words, also look for those. Related words stand in for the words
// that brought them in, never for the whole search: "cheap ramp" once listed more than "ramp"
// did, as every word's related words were added to the whole search. Now each part of the
// search must match, in its own words or a related one, so a word more narrows, as a visitor
// expects. Related words count for less than the visitor's own when results are ranked (ADR 020).

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
// Not "free": it would bring in every "step-free" and "free of clutter". For quick solutions,
// money words are a cost limit instead (cost-words.ts); these help articles and stories.
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

/** The words of a text as written (lower case), for searching with. */
const plainWords = (text: string) =>
  text
    .toLocaleLowerCase("en-GB")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const words = (text: string) => plainWords(text).map(fold);

/** Whether `phrase` appears in `haystack` (both as word lists) at `start`. */
const phraseAt = (haystack: string[], phrase: string[], start: number) =>
  phrase.length > 0 && phrase.every((word, offset) => haystack[start + offset] === word);

/** Whether `phrase` appears in `haystack` (both as word lists) as consecutive whole words. */
function containsPhrase(haystack: string[], phrase: string[]) {
  for (let start = 0; start + phrase.length <= haystack.length; start += 1) {
    if (phraseAt(haystack, phrase, start)) return true;
  }
  return false;
}

/** One part of a search, all of which must match: the visitor's words, or one of `alsoFind`. */
export interface SearchPart {
  words: string;
  alsoFind: string[];
}

/**
 * The search in parts, in order: each phrase a related-words entry knows ("hard of hearing"), with
 * every phrase its entries bring in, and each other word on its own. The longest known phrase at a
 * place wins, so "hearing aid" is one part, not "hearing" and "aid".
 */
export function searchParts(term: string): SearchPart[] {
  const written = plainWords(term);
  const searched = written.map(fold);
  const parts: SearchPart[] = [];
  for (let start = 0; start < searched.length; ) {
    let length = 0;
    const alsoFind = new Map<string, string>();
    for (const { when } of RELATED) {
      for (const phrase of when) {
        const folded = words(phrase);
        if (folded.length > length && phraseAt(searched, folded, start)) length = folded.length;
      }
    }
    if (length > 0) {
      const here = searched.slice(start, start + length);
      for (const { when, alsoFind: related } of RELATED) {
        if (!when.some((phrase) => words(phrase).join(" ") === here.join(" "))) continue;
        for (const phrase of related) alsoFind.set(words(phrase).join(" "), phrase);
      }
    }
    const taken = Math.max(length, 1);
    parts.push({
      words: written.slice(start, start + taken).join(" "),
      alsoFind: [...alsoFind.values()],
    });
    start += taken;
  }
  return parts;
}

/** The related phrases a search brings in, each once, leaving out those already in the search. */
export function relatedPhrases(term: string): string[] {
  const searched = words(term);
  const found = new Map<string, string>();
  for (const part of searchParts(term)) {
    for (const phrase of part.alsoFind) {
      const key = words(phrase).join(" ");
      if (!containsPhrase(searched, words(phrase))) found.set(key, phrase);
    }
  }
  return [...found.values()];
}
