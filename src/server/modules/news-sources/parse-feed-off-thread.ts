// parseFeed in a worker thread. The XML parser is synchronous: a 2 MB feed of ordinary
// items took 0.6 s and one item with 190,000 attributes 1.9 s, all of it with the event loop
// stopped (/healthz, every request, waited). In a worker the main thread only copies the document
// out and the items back. The worker has a time limit and a memory limit, and is ended when the
// server shuts down. Starting one costs 50 to 250 ms (of its own thread's time), so a worker that
// answered is kept for the next document for a while (a scheduled run reads its feeds one after
// another); one that ran out of time or memory, or was stopped, is ended.
//
// This module must not import parse-feed.ts or html-to-text.ts other than for types, and neither
// may anything else the server imports: the worker's modules then belong to the worker alone, and
// the server bundle gives them a chunk of their own, which the worker loads. Were one of them also
// imported by the server, the bundler would put it in main.js, and the worker would load main.js,
// which starts a server (parse-feed-worker.test.ts builds the bundle and checks).
import { Worker } from "node:worker_threads";
import type { FeedFormatError, ParsedFeed } from "./parse-feed.ts";
import type { ParseAnswer, ParseJob } from "./parse-feed-worker.ts";

/** Far more than a 2 MB feed needs (the hostile one above: about 3 s in a worker, on a busy machine). */
export const FEED_PARSE_TIMEOUT_MS = 15_000;
/** The worker's heap: the hostile feed above needs between 64 and 128 MB. */
const WORKER_HEAP_MB = 256;
/** How long a worker that answered waits for another document before it is ended. */
const SPARE_WORKER_MS = 30_000;

export interface ParseOptions {
  now?: Date;
  timeoutMs?: number;
  /** Ends the parse early (the server is shutting down); the promise rejects with its reason. */
  signal?: AbortSignal | undefined;
}

type WorkerModule = typeof import("./parse-feed-worker.ts");

let loading: Promise<WorkerModule> | undefined;
let loaded: WorkerModule | undefined;

/** The worker's module, loaded here too for its URL and its error class (it does nothing here). */
async function workerModule(): Promise<WorkerModule> {
  loading ??= import("./parse-feed-worker.ts").then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** A document that is not a feed this site can read (parseFeed's FeedFormatError): words for the admin. */
export function isFeedFormatError(error: unknown): error is FeedFormatError {
  return loaded !== undefined && error instanceof loaded.FeedFormatError;
}

/** The worker kept for the next document: idle, and not keeping the process alive. */
let spare: { thread: Worker; timer: NodeJS.Timeout; drop: () => void } | undefined;

function keepSpare(thread: Worker) {
  if (spare) {
    void thread.terminate();
    return;
  }
  const drop = () => {
    if (spare?.thread !== thread) return;
    clearTimeout(spare.timer);
    spare = undefined;
    void thread.terminate();
  };
  const timer = setTimeout(drop, SPARE_WORKER_MS);
  timer.unref();
  thread.unref();
  thread.once("error", drop).once("exit", drop);
  spare = { thread, timer, drop };
}

function takeSpare(): Worker | undefined {
  if (!spare) return undefined;
  const { thread, timer, drop } = spare;
  spare = undefined;
  clearTimeout(timer);
  thread.off("error", drop).off("exit", drop);
  thread.ref();
  return thread;
}

/** Parses the document in a worker; throws FeedFormatError just as parseFeed does. */
export async function parseFeedOffThread(
  xml: string,
  feedUrl: string,
  { now = new Date(), timeoutMs = FEED_PARSE_TIMEOUT_MS, signal }: ParseOptions = {},
): Promise<ParsedFeed> {
  signal?.throwIfAborted();
  const { WORKER_URL, PARSE_JOB, FeedFormatError } = await workerModule();
  signal?.throwIfAborted();
  const thread =
    takeSpare() ??
    new Worker(new URL(WORKER_URL), {
      workerData: PARSE_JOB,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });

  return new Promise<ParsedFeed>((resolve, reject) => {
    let settled = false;
    /** `answered`: the worker is done with the document and may take the next one. */
    const settle = (answered: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      thread.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (answered) keepSpare(thread);
      else void thread.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(false, () =>
          reject(
            new FeedFormatError(`The feed took more than ${timeoutMs / 1000} seconds to read`),
          ),
        ),
      timeoutMs,
    );
    const onAbort = () => settle(false, () => reject(signal?.reason));
    const onMessage = (message: ParseAnswer) =>
      settle(true, () => {
        if (message.ok) resolve(message.feed);
        else if (message.format) reject(new FeedFormatError(message.message));
        else reject(new Error(`Reading the feed failed: ${message.message}`));
      });
    const onError = (error: Error & { code?: string }) =>
      settle(false, () =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new FeedFormatError("The feed needs more memory to read than news sources may use")
            : error,
        ),
      );
    const onExit = (code: number) =>
      settle(false, () =>
        reject(new Error(`The feed reader stopped before it answered (exit ${code})`)),
      );
    signal?.addEventListener("abort", onAbort, { once: true });
    thread.on("message", onMessage).on("error", onError).on("exit", onExit);
    const job: ParseJob = { xml, feedUrl, now: now.getTime() };
    thread.postMessage(job);
  });
}
