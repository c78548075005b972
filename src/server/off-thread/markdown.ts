// Markdown as the server reads it: always in a worker thread (run-off-thread.ts), with a time
// limit, and remembered by its text, so that a page rendered again, or an article saved and then
// shown, is not parsed twice. Text past the limits is answered with the words for its author.
import { LRUCache } from "lru-cache";
import { TOO_COMPLEX_MESSAGE } from "../../shared/markdown/limits.ts";
import { structureCheck } from "../../shared/publishing-checks/structure.ts";
import type { PublishingCheck } from "../../shared/publishing-checks/types.ts";
import type { MarkdownAnalysis, MarkdownTree } from "./markdown-task.ts";
import { runOffThread, TaskTooSlow } from "./run-off-thread.ts";

export type { MarkdownAnalysis, MarkdownTree };

/**
 * Far more than a long article needs (60,000 characters of ordinary prose: about 0.2 s on a busy
 * 2-core machine), far less than the shapes that make the parser crawl (seconds to minutes).
 */
export const MARKDOWN_TIMEOUT_MS = 2_000;
/**
 * Texts remembered, by their total length: some 300 articles of the usual 6,000 characters. A
 * parsed tree takes several times its text's memory, so this keeps the two caches to tens of MB.
 */
const REMEMBERED_CHARACTERS = 2_000_000;
/** A text refused for its time is tried again after this: the machine may only have been busy. */
const REFUSAL_TTL_MS = 10 * 60_000;

type Refusal = { ok: false; problem: string };

function remembered<T extends { ok: true } | Refusal>() {
  const cache = new LRUCache<string, T | Refusal>({
    maxSize: REMEMBERED_CHARACTERS,
    sizeCalculation: (_value, text) => Math.max(1, text.length),
  });
  const running = new Map<string, Promise<T | Refusal>>();
  return async (text: string, read: () => Promise<T>): Promise<T | Refusal> => {
    const known = cache.get(text);
    if (known) return known;
    const pending = running.get(text);
    if (pending) return pending;
    const reading = read()
      .catch((error: unknown): Refusal => {
        if (error instanceof TaskTooSlow) return { ok: false, problem: TOO_COMPLEX_MESSAGE };
        throw error;
      })
      .then((result) => {
        cache.set(text, result, result.ok ? {} : { ttl: REFUSAL_TTL_MS });
        return result;
      })
      .finally(() => running.delete(text));
    running.set(text, reading);
    return reading;
  };
}

const analyses = remembered<MarkdownAnalysis>();
const trees = remembered<MarkdownTree>();

/** The accessibility checks and reading age of an article's text, or why it cannot have them. */
export function analyseMarkdown(markdown: string): Promise<MarkdownAnalysis> {
  return analyses(markdown, () => runOffThread("markdown-analysis", markdown, MARKDOWN_TIMEOUT_MS));
}

/** The parsed text for rendering, or why it cannot be shown as Markdown. */
export function markdownTree(markdown: string): Promise<MarkdownTree> {
  return trees(markdown, () => runOffThread("markdown-tree", markdown, MARKDOWN_TIMEOUT_MS));
}

/** Checks and reading age for the editor: text past the limits shows as one error, which stops publishing. */
export async function checksOf(
  markdown: string,
): Promise<{ checks: PublishingCheck[]; readingAge: number | null }> {
  const analysis = await analyseMarkdown(markdown);
  if (analysis.ok) return { checks: analysis.checks, readingAge: analysis.readingAge };
  return { checks: [structureCheck(analysis.problem)], readingAge: null };
}
