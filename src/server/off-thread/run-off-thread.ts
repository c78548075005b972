// The pool of worker threads (piscina) that runs worker.ts's tasks: the one way work leaves the
// event loop (decision 032). Its threads are shared out in lanes, each with threads and a waiting
// room of its own: Markdown and passwords, news-source feeds, the team's images and the images
// businesses send to their access guides, so a slow feed or an anonymous upload never holds up an
// author's save. In each lane, tasks past its threads wait their turn, shared fairly between the
// people who asked (fair-queue.ts), and past the waiting room, or past a person's own share, the
// caller is told at once that the site is busy rather than left waiting. Each task has a time
// limit, counted from when its code is loaded in a thread and its work begins (the worker says so),
// not from when it was handed to a thread that may still be starting: past it, its thread is ended
// (piscina terminates a thread whose task is aborted) and the caller gets a TaskTooSlow.
import { availableParallelism } from "node:os";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { ServerBusy } from "../http/busy-page.ts";
import { FairQueue, type FairQueueLimits } from "./fair-queue.ts";
import { currentRequester } from "./requester.ts";
import type { TaskMessage, TaskName, Tasks } from "./worker.ts";

export const OFF_THREAD_THREADS = Math.max(1, availableParallelism() - 1);
/** Tasks that may wait for a thread: a few authors saving at once, a burst of new pages. */
export const WAITING_MAX = 16;
/** One person's tasks running at once, and waiting: a save and a preview, a few pages. */
export const PER_PERSON_RUNNING = 2;
export const PER_PERSON_WAITING = 4;
/**
 * Plenty for 60,000 characters of Markdown or a hostile 2 MB feed (64–128 MB); a task that needs
 * more ends its thread. An image's pixels are libvips's memory, outside this heap.
 */
const WORKER_HEAP_MB = 256;
/** A thread with nothing to do is ended after this; starting one costs 50–250 ms of its own time. */
const IDLE_MS = 30_000;
/** A backstop: a task whose thread has not begun it after this is stopped like a slow one. */
const START_MS = 30_000;

/** A task that ran past its time limit or its memory, and was stopped. */
export class TaskTooSlow extends Error {}

export type TaskOutcome = "ok" | "too_slow" | "busy" | "failed";
/** Tasks run in this process since it started, by task and outcome (for /metrics). */
export const offThreadTotals = new Map<`${TaskName} ${TaskOutcome}`, number>();
const count = (task: TaskName, outcome: TaskOutcome) =>
  offThreadTotals.set(`${task} ${outcome}`, (offThreadTotals.get(`${task} ${outcome}`) ?? 0) + 1);

/**
 * The lanes' threads and waiting rooms. An image is made one at a time in each of its lanes:
 * side by side, each upload's encoders hold their own memory (four at once took a server past a
 * small host's memory), and an upload waiting holds its file (up to 15 MB). Its thread mostly
 * waits for libvips, so the image lanes add threads, not cores in use.
 */
export const LANES = {
  /** Markdown and passwords: a few authors saving at once, a burst of new pages. */
  general: {
    running: OFF_THREAD_THREADS,
    waiting: WAITING_MAX,
    perPersonRunning: PER_PERSON_RUNNING,
    perPersonWaiting: PER_PERSON_WAITING,
  },
  /** News-source feeds: a scheduled run reads them one after another, an admin asks for one. */
  feeds: { running: 1, waiting: 8, perPersonRunning: 1, perPersonWaiting: 4 },
  /** The team's uploads to the media library. */
  "team-images": { running: 1, waiting: 2, perPersonRunning: 1, perPersonWaiting: 2 },
  /** Photos businesses send to their access guides, without an account. */
  "public-images": { running: 1, waiting: 1, perPersonRunning: 1, perPersonWaiting: 1 },
} as const satisfies Record<string, FairQueueLimits>;

export type Lane = keyof typeof LANES;

/** Each task's lane, unless its caller names another (a guide's photo: "public-images"). */
const LANE_OF: Record<TaskName, Lane> = {
  "markdown-analysis": "general",
  "markdown-tree": "general",
  "password-problem": "general",
  "feed-parse": "feeds",
  "image-encode": "team-images",
};

const lanes = Object.keys(LANES) as Lane[];
const turns = Object.fromEntries(lanes.map((lane) => [lane, new FairQueue(LANES[lane])])) as Record<
  Lane,
  FairQueue
>;

/** A lane's turns, for tests that hold it full. */
export const laneTurns = (lane: Lane): FairQueue => turns[lane];

/** Whether a task of the person asking would be turned away now: checked before an upload is read. */
export const offThreadFull = (lane: Lane): boolean => turns[lane].isFull(currentRequester());

let pool: Piscina | undefined;

async function threads(): Promise<Piscina> {
  if (pool) return pool;
  // Loaded here only for its address: the tasks' code loads inside the threads.
  const { WORKER_URL } = await import("./worker.ts");
  if (pool) return pool;
  pool = new Piscina({
    filename: WORKER_URL,
    minThreads: 0,
    // Every lane's threads: the lanes never start more tasks than this, so none waits in piscina.
    maxThreads: lanes.reduce((threads, lane) => threads + LANES[lane].running, 0),
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // A thread that dies outside a task is replaced by piscina; without a listener its error would
  // end the process.
  pool.on("error", (error: unknown) => console.warn("An off-thread worker failed:", error));
  return pool;
}

/** No room in the waiting room, or in the person's share of it: 503 with Retry-After. */
export const offThreadBusy = () => new ServerBusy();

export interface RunOptions {
  /** The lane to wait in, when not the task's own. */
  lane?: Lane | undefined;
  /** Ends the task early (the server is shutting down); it rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

/** Runs `task` in a worker thread; rejects with TaskTooSlow past `timeoutMs` of running. */
export function runOffThread<Name extends TaskName>(
  task: Name,
  input: Tasks[Name]["input"],
  timeoutMs: number,
  { lane = LANE_OF[task], signal }: RunOptions = {},
): Promise<Tasks[Name]["output"]> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return turns[lane]
    .run(currentRequester(), async () => {
      signal?.throwIfAborted();
      const { port1: started, port2: tellStarted } = new MessageChannel();
      const message: TaskMessage<Name> = { task, input, started: tellStarted };
      const limit = new AbortController();
      let timer = setTimeout(() => limit.abort(), START_MS);
      started.once("message", () => {
        clearTimeout(timer);
        timer = setTimeout(() => limit.abort(), timeoutMs);
      });
      try {
        const output = await (await threads()).run(message, {
          signal: signal ? AbortSignal.any([limit.signal, signal]) : limit.signal,
          transferList: [tellStarted],
        });
        count(task, "ok");
        return output;
      } catch (error) {
        if (signal?.aborted) {
          count(task, "failed");
          throw signal.reason;
        }
        const code = (error as { code?: unknown }).code;
        if ((error as Error).name === "AbortError" || code === "ERR_WORKER_OUT_OF_MEMORY") {
          count(task, "too_slow");
          throw new TaskTooSlow(`The ${task} task ran past its limits`, { cause: error });
        }
        count(task, "failed");
        throw error;
      } finally {
        clearTimeout(timer);
        started.close();
      }
    })
    .catch((error: unknown) => {
      if (error instanceof ServerBusy) count(task, "busy");
      throw error;
    });
}
