// The pool of worker threads (piscina) that runs worker.ts's tasks. One thread fewer than the
// cores (one at least) leaves a core to the event loop; tasks past the threads wait their turn,
// shared fairly between the people who asked (fair-queue.ts), and past WAITING_MAX, or past a
// person's own share, the caller is told at once that the site is busy rather than left waiting.
// Each task has a time limit, counted from when it starts: past it, its thread is ended (piscina
// terminates a thread whose task is aborted) and the caller gets a TaskTooSlow.
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { ServerBusy } from "../http/busy-page.ts";
import { FairQueue } from "./fair-queue.ts";
import { currentRequester } from "./requester.ts";
import type { TaskMessage, TaskName, Tasks } from "./worker.ts";

export const OFF_THREAD_THREADS = Math.max(1, availableParallelism() - 1);
/** Tasks that may wait for a thread: a few authors saving at once, a burst of new pages. */
export const WAITING_MAX = 16;
/** One person's tasks running at once, and waiting: a save and a preview, a few pages. */
export const PER_PERSON_RUNNING = 2;
export const PER_PERSON_WAITING = 4;
/** Plenty for 60,000 characters of Markdown; a task that needs more ends its thread. */
const WORKER_HEAP_MB = 256;
/** A thread with nothing to do is ended after this; starting one costs 50–250 ms of its own time. */
const IDLE_MS = 30_000;

/** A task that ran past its time limit or its memory, and was stopped. */
export class TaskTooSlow extends Error {}

export type TaskOutcome = "ok" | "too_slow" | "busy" | "failed";
/** Tasks run in this process since it started, by task and outcome (for /metrics). */
export const offThreadTotals = new Map<`${TaskName} ${TaskOutcome}`, number>();
const count = (task: TaskName, outcome: TaskOutcome) =>
  offThreadTotals.set(`${task} ${outcome}`, (offThreadTotals.get(`${task} ${outcome}`) ?? 0) + 1);

let pool: Piscina | undefined;
const turns = new FairQueue({
  running: OFF_THREAD_THREADS,
  waiting: WAITING_MAX,
  perPersonRunning: PER_PERSON_RUNNING,
  perPersonWaiting: PER_PERSON_WAITING,
});

async function threads(): Promise<Piscina> {
  if (pool) return pool;
  // Loaded here only for its address: the tasks' code loads inside the threads.
  const { WORKER_URL } = await import("./worker.ts");
  if (pool) return pool;
  pool = new Piscina({
    filename: WORKER_URL,
    minThreads: 0,
    maxThreads: OFF_THREAD_THREADS,
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

/** Runs `task` in a worker thread; rejects with TaskTooSlow past `timeoutMs` of running. */
export function runOffThread<Name extends TaskName>(
  task: Name,
  input: Tasks[Name]["input"],
  timeoutMs: number,
): Promise<Tasks[Name]["output"]> {
  return turns
    .run(currentRequester(), async () => {
      const message: TaskMessage<Name> = { task, input };
      try {
        const output = await (await threads()).run(message, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        count(task, "ok");
        return output;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if ((error as Error).name === "AbortError" || code === "ERR_WORKER_OUT_OF_MEMORY") {
          count(task, "too_slow");
          throw new TaskTooSlow(`The ${task} task ran past its limits`, { cause: error });
        }
        count(task, "failed");
        throw error;
      }
    })
    .catch((error: unknown) => {
      if (error instanceof ServerBusy) count(task, "busy");
      throw error;
    });
}
