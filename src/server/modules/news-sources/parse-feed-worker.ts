// The worker side of parseFeedOffThread: one feed document, parsed in a worker thread so
// that a hostile one (190,000 attributes on one item held the event loop for 1.9 s) costs that
// thread's time, never the server's. The module is only ever loaded with a dynamic import
// (parse-feed-off-thread.ts says why): the server bundle then gives it a chunk of its own, whose
// URL is WORKER_URL, and the worker loads that chunk (from the sources, this file). Loaded on the
// main thread, it does nothing.
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { FeedFormatError, type ParsedFeed, parseFeed } from "./parse-feed.ts";

export { FeedFormatError };

/** This module, as the worker is started with it. */
export const WORKER_URL = import.meta.url;
/** The worker's workerData, so that this module does nothing anywhere else. */
export const PARSE_JOB = "news-sources:parse-feed";

/** One document to parse, sent to the worker as a message; the answer is one message back. */
export interface ParseJob {
  xml: string;
  feedUrl: string;
  /** A time (a Date survives the copy, but a number says plainly what is sent). */
  now: number;
}

export type ParseAnswer =
  | { ok: true; feed: ParsedFeed }
  /** `format`: a FeedFormatError, whose words are for the admin; else something unexpected. */
  | { ok: false; format: boolean; message: string };

function answer(job: ParseJob): ParseAnswer {
  try {
    return { ok: true, feed: parseFeed(job.xml, job.feedUrl, new Date(job.now)) };
  } catch (error) {
    return {
      ok: false,
      format: error instanceof FeedFormatError,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

if (!isMainThread && parentPort && workerData === PARSE_JOB) {
  const port = parentPort;
  port.on("message", (job: ParseJob) => port.postMessage(answer(job)));
}
