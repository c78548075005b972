// How a saved version is named in the lists of earlier versions: its time to the second, who
// saved it and how many words changed since the one before, so two saves in the same minute
// (or by the same person) can still be told apart.
import { diffWords } from "diff";
import type { PublishingSnapshot } from "../../../shared/contracts/publishing.ts";
import { formatUkLogTime } from "../../../shared/dates.ts";

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
const countWords = (text: string) => text.match(WORD)?.length ?? 0;

/** Words changed in the title, excerpt and text: a word swapped for another counts once. */
export function wordsChanged(before: PublishingSnapshot, after: PublishingSnapshot): number {
  let total = 0;
  for (const key of ["title", "excerpt", "content"] as const) {
    let removed = 0;
    let added = 0;
    for (const part of diffWords(before[key] ?? "", after[key] ?? "")) {
      if (part.removed) removed += countWords(part.value);
      else if (part.added) added += countWords(part.value);
      else {
        total += Math.max(removed, added);
        removed = 0;
        added = 0;
      }
    }
    total += Math.max(removed, added);
  }
  return total;
}

interface Revision {
  createdAt: string | Date;
  savedBy: string;
  snapshot: PublishingSnapshot;
}

/** "3 March 2026, 14:05:09, by Sam Editor, 12 words changed"; `older` is the save before it. */
export function revisionLabel(revision: Revision, older: Revision | undefined): string {
  const when = `${formatUkLogTime(new Date(revision.createdAt))}, by ${revision.savedBy}`;
  if (!older) return `${when}, the first version`;
  const words = wordsChanged(older.snapshot, revision.snapshot);
  if (words === 0) return `${when}, no words changed`;
  return `${when}, ${words} ${words === 1 ? "word" : "words"} changed`;
}
