// The worker threads' module: each task is work whose cost grows with what a visitor or author
// sent (Markdown to parse and check, a password to estimate, a news source's feed to read, an
// image to make), run in a pool of threads so that it costs that thread's time, never the event
// loop's (decision 032). The server loads this module only for its address (WORKER_URL), and each
// task's code is loaded inside the worker when first asked for, so the main thread never holds
// the parsers or the password dictionaries.
//
// It is an entry of the server bundle of its own (vite.server.config.ts): a module it shares with
// the server then goes into a shared chunk, never into main.js, which would start a server inside
// the worker (worker.test.ts builds the bundle and checks).
import type { MessagePort } from "node:worker_threads";
import type { FeedAnswer, FeedJob } from "./feed-task.ts";
import type { ImageAnswer } from "./image-task.ts";
import type { MarkdownAnalysis, MarkdownTree } from "./markdown-task.ts";
import type { PasswordJob } from "./password-task.ts";

/** This module, as the pool starts its threads with it. */
export const WORKER_URL = import.meta.url;

/** Every task, what it is sent and what it answers. */
export interface Tasks {
  "markdown-analysis": { input: string; output: MarkdownAnalysis };
  "markdown-tree": { input: string; output: MarkdownTree };
  "password-problem": { input: PasswordJob; output: string | null };
  "feed-parse": { input: FeedJob; output: FeedAnswer };
  /** The uploaded file's bytes. */
  "image-encode": { input: Uint8Array; output: ImageAnswer };
}

export type TaskName = keyof Tasks;

export interface TaskMessage<Name extends TaskName = TaskName> {
  task: Name;
  input: Tasks[Name]["input"];
  /**
   * Told once the task's code is loaded and its work begins: its time limit counts from then, so a
   * thread still starting (a replacement for one just ended, on a busy machine) is not held against it.
   */
  started?: MessagePort;
}

/** The task's code, loaded inside the worker when first asked for. */
async function taskCode(task: TaskName): Promise<(input: never) => unknown> {
  switch (task) {
    case "markdown-analysis":
      return (await import("./markdown-task.ts")).analyseMarkdown;
    case "markdown-tree":
      return (await import("./markdown-task.ts")).markdownTree;
    case "password-problem":
      return (await import("./password-task.ts")).passwordProblem;
    case "feed-parse":
      return (await import("./feed-task.ts")).readFeed;
    case "image-encode":
      return (await import("./image-task.ts")).encodeImage;
  }
}

/**
 * A small input for each text task, run once in each thread before its first real task: a
 * thread's first run of a parser costs it 100–150 ms of warming up, which is not the input's fault.
 */
const WARM_UP: Partial<Record<TaskName, unknown>> = {
  "markdown-analysis": "A *short* line, [a link](/), and a list:\n\n- one\n- two",
  "markdown-tree": "A *short* line, [a link](/), and a list:\n\n- one\n- two",
  "password-problem": { password: "a warm-up phrase", personal: ["Real Access"] },
};
const warmed = new Set<TaskName>();

/** Runs one task in the worker (piscina calls the module's default export). */
export default async function runTask({ task, input, started }: TaskMessage): Promise<unknown> {
  const work = await taskCode(task);
  if (!warmed.has(task) && WARM_UP[task] !== undefined) {
    warmed.add(task);
    await work(WARM_UP[task] as never);
  }
  started?.postMessage(null);
  started?.close();
  return work(input as never);
}
