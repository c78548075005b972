// The worker threads that parse Markdown, estimate passwords, read feeds and make images
// (off-thread/run-off-thread.ts): how often a task was stopped for its time, or turned away
// because its lane was full.
import { Counter, type Registry } from "prom-client";
import { offThreadTotals } from "../off-thread/run-off-thread.ts";
import { PREFIX } from "./metrics.ts";

export function recordOffThread(registry: Registry) {
  new Counter({
    name: `${PREFIX}off_thread_tasks_total`,
    help: "Tasks run in worker threads: ok, too_slow (stopped at their time limit), busy (turned away with 503) or failed",
    labelNames: ["task", "outcome"] as const,
    registers: [registry],
    collect() {
      // The pool keeps the totals; the counter shows them as they are at the scrape.
      this.reset();
      for (const [key, total] of offThreadTotals) {
        const [task = "", outcome = ""] = key.split(" ");
        this.inc({ task, outcome }, total);
      }
    },
  });
}
