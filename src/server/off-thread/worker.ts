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
}

/** Runs one task in the worker (piscina calls the module's default export). */
export default async function runTask({ task, input }: TaskMessage): Promise<unknown> {
  switch (task) {
    case "markdown-analysis":
      return (await import("./markdown-task.ts")).analyseMarkdown(input as string);
    case "markdown-tree":
      return (await import("./markdown-task.ts")).markdownTree(input as string);
    case "password-problem":
      return (await import("./password-task.ts")).passwordProblem(input as PasswordJob);
    case "feed-parse":
      return (await import("./feed-task.ts")).readFeed(input as FeedJob);
    case "image-encode":
      return (await import("./image-task.ts")).encodeImage(input as Uint8Array);
  }
}
