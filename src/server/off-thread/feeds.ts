// A news source's feed read off the main thread, in the pool's own lane for feeds (feed-task.ts):
// the same answers as parseFeed, with a time limit and the pool's memory limit, stopped when the
// server shuts down. Past its time or memory, the document earns a FeedFormatError in words for
// the admin, as a feed that is not one does; a full lane is ServerBusy, as for any task.
import { FeedFormatError } from "./feed-format-error.ts";
import type { ParsedFeed } from "./parse-feed.ts";
import { runOffThread, TaskTooSlow } from "./run-off-thread.ts";

export type { FeedItem, ParsedFeed } from "./parse-feed.ts";
export { FeedFormatError };

/** Far more than a 2 MB feed needs (the hostile one: about 3 s in a worker, on a busy machine). */
export const FEED_PARSE_TIMEOUT_MS = 15_000;

export interface ParseOptions {
  now?: Date;
  timeoutMs?: number;
  /** Ends the parse early (the server is shutting down); the promise rejects with its reason. */
  signal?: AbortSignal | undefined;
}

const isOutOfMemory = (error: TaskTooSlow) =>
  (error.cause as { code?: unknown } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY";

/** Parses the document in a worker thread; throws FeedFormatError just as parseFeed does. */
export async function parseFeedOffThread(
  xml: string,
  feedUrl: string,
  { now = new Date(), timeoutMs = FEED_PARSE_TIMEOUT_MS, signal }: ParseOptions = {},
): Promise<ParsedFeed> {
  let answer: Awaited<ReturnType<typeof runOffThread<"feed-parse">>>;
  try {
    answer = await runOffThread("feed-parse", { xml, feedUrl, now: now.getTime() }, timeoutMs, {
      signal,
    });
  } catch (error) {
    if (!(error instanceof TaskTooSlow)) throw error;
    throw new FeedFormatError(
      isOutOfMemory(error)
        ? "The feed needs more memory to read than news sources may use"
        : `The feed took more than ${timeoutMs / 1000} seconds to read`,
    );
  }
  if (!answer.ok) throw new FeedFormatError(answer.problem);
  return answer.feed;
}
