// "budget" used to find 32 of 40 quick solutions. Each cheap band carried the money words, so
// the word matched every solution under £50 and then, with anything else typed beside it, every
// solution either word found. Money words in a search say what it may cost, not what it is about:
// they become a cost limit ("budget" = free or under £50, "free" = free), and the rest of the
// search must still match. So "cheap ramp" is the ramps that are cheap, not every cheap thing and
// every ramp. Zod-free and small: the page uses it too, to say how it read the search.
import type { CostBand } from "./quick-solution-bands.ts";

type CostLimit = Extract<CostBand, "free" | "under-50">;

/** Phrases that ask for what costs little, longest first so "low cost" wins over a lone word. */
const COST_PHRASE_LIST: [phrase: string, limit: CostLimit][] = [
  ["costs very little", "under-50"],
  ["free of charge", "free"],
  ["costs nothing", "free"],
  ["cost nothing", "free"],
  ["costs little", "under-50"],
  ["on a budget", "under-50"],
  ["tight budget", "under-50"],
  ["small budget", "under-50"],
  ["low budget", "under-50"],
  ["budget friendly", "under-50"],
  ["at no cost", "free"],
  ["low cost", "under-50"],
  ["no cost", "free"],
  ["for free", "free"],
  ["inexpensive", "under-50"],
  ["affordable", "under-50"],
  ["cheaply", "under-50"],
  ["cheaper", "under-50"],
  ["budget", "under-50"],
  ["cheap", "under-50"],
];

const COST_PHRASES = COST_PHRASE_LIST.map(([text, limit]) => ({
  text,
  parts: text.split(" "),
  limit,
}));

/** Words that, beside a money word, say nothing of their own: "cheap fixes", "budget ideas". */
const FILLER = new Set([
  "fix",
  "fixes",
  "idea",
  "ideas",
  "solution",
  "solutions",
  "thing",
  "things",
]);

interface Word {
  text: string;
  /** Joined to the word before it by a hyphen ("step-free"). */
  hyphenBefore: boolean;
}

function wordsOf(term: string): Word[] {
  const found: Word[] = [];
  const pattern = /[\p{L}\p{N}£']+/gu;
  let previousEnd = -1;
  for (const match of term.toLocaleLowerCase("en-GB").matchAll(pattern)) {
    const between = previousEnd < 0 ? "" : term.slice(previousEnd, match.index);
    found.push({ text: match[0], hyphenBefore: between === "-" });
    previousEnd = match.index + match[0].length;
  }
  return found;
}

export interface CostWords {
  /** The limit the money words ask for; null when the search has none. */
  maxCost: CostLimit | null;
  /** The money words as found (lower case), to say how the search was read. */
  said: string[];
  /** The rest of the search, to match as usual; "" when nothing else was asked. */
  rest: string;
}

/** Whether `phrase` starts at `start`; its own words may be joined by spaces or hyphens. */
const matchesAt = (words: Word[], start: number, phrase: string[]) =>
  phrase.every((part, offset) => words[start + offset]?.text === part);

const CONNECTORS = new Set(["or", "and"]);

/**
 * "free" is about cost when it starts the search ("free", "free ramp", "cheap or free"), not when
 * it ends a compound ("step-free", "step free", "clutter free") or means "without" ("free of
 * clutter"); `atStart` says only money words or "or"/"and" came before it.
 */
const isFreeOfCost = (words: Word[], index: number, atStart: boolean) =>
  atStart &&
  words[index]?.text === "free" &&
  words[index + 1]?.text !== "of" &&
  !words[index + 1]?.hyphenBefore;

/** Reads the money words out of a search: the cost they ask for, and what else it asks. */
export function readCostWords(term: string): CostWords {
  const words = wordsOf(term);
  const limits: CostLimit[] = [];
  const said: string[] = [];
  const rest: string[] = [];
  let keptPrevious = false;
  let atStart = true;
  for (let index = 0; index < words.length; ) {
    const word = words[index] as Word;
    // Only whole words count: "cheap-looking" or "budget-holder" is not asking about cost.
    const phrase = COST_PHRASES.find(
      ({ parts }) =>
        matchesAt(words, index, parts) &&
        !word.hyphenBefore &&
        !words[index + parts.length]?.hyphenBefore,
    );
    const free = !phrase && !word.hyphenBefore && isFreeOfCost(words, index, atStart);
    if (phrase || free) {
      limits.push(phrase?.limit ?? "free");
      said.push(phrase?.text ?? "free");
      index += phrase?.parts.length ?? 1;
      keptPrevious = false;
      continue;
    }
    atStart &&= CONNECTORS.has(word.text);
    // The rest keeps its hyphens, so "step-free" is still searched as one word.
    if (word.hyphenBefore && keptPrevious) rest.push(`${rest.pop()}-${word.text}`);
    else rest.push(word.text);
    keptPrevious = true;
    index += 1;
  }
  if (limits.length === 0) return { maxCost: null, said: [], rest: term.trim() };
  const kept = rest.filter((word) => !FILLER.has(word));
  // "cheap or free", "ramps and budget": a joining word left at either end joins nothing.
  while (kept.length > 0 && CONNECTORS.has(kept[0] as string)) kept.shift();
  while (kept.length > 0 && CONNECTORS.has(kept.at(-1) as string)) kept.pop();
  // "cheap or free" asks for either: the wider limit, which holds the free ones too.
  const maxCost = limits.includes("under-50") ? "under-50" : "free";
  return { maxCost, said, rest: kept.join(" ") };
}
