// The worker pool's limits: a task past its time is stopped and its thread replaced, and past the
// threads and the waiting room a caller is told at once that the site is busy.
import { describe, expect, it } from "vitest";
import { PATHOLOGICAL_MARKDOWN } from "../../shared/markdown/pathological.ts";
import { expertArticleSeeds } from "../db/seed/expert-articles.ts";
import { ServerBusy } from "../http/busy-page.ts";
import { runAsRequester } from "./requester.ts";
import { OFF_THREAD_THREADS, runOffThread, TaskTooSlow, WAITING_MAX } from "./run-off-thread.ts";

/** Minutes of parsing on one thread: only the time limit ends it. */
const ENDLESS = PATHOLOGICAL_MARKDOWN["nested inline stars"] as string;

describe("running work off the main thread", () => {
  it("answers a task from a worker thread", async () => {
    const analysis = await runOffThread("markdown-analysis", "Ramps help *everyone*.", 10_000);
    expect(analysis).toMatchObject({ ok: true, checks: [] });
  });

  it("checks every seeded expert article, well within the limits", async () => {
    for (const article of expertArticleSeeds) {
      const analysis = await runOffThread("markdown-analysis", article.content, 10_000);
      expect(analysis.ok, article.title).toBe(true);
    }
  });

  it("stops a task past its time limit, and the next task still runs", async () => {
    await expect(runOffThread("markdown-tree", ENDLESS, 300)).rejects.toBeInstanceOf(TaskTooSlow);
    const tree = await runOffThread("markdown-tree", "# A heading", 10_000);
    expect(tree).toMatchObject({ ok: true, root: { type: "root" } });
  }, 30_000);

  it("turns a task away at once past the threads and the waiting room", async () => {
    // Many people's tasks: one person alone is turned away sooner (fair-queue.test.ts).
    const filling = Array.from({ length: OFF_THREAD_THREADS + WAITING_MAX }, (_, person) =>
      runAsRequester(`person ${person}`, () =>
        runOffThread("markdown-tree", ENDLESS, 150).catch((error: unknown) => error),
      ),
    );
    await expect(runOffThread("markdown-tree", "Turned away", 10_000)).rejects.toBeInstanceOf(
      ServerBusy,
    );
    for (const outcome of await Promise.all(filling)) expect(outcome).toBeInstanceOf(TaskTooSlow);
    // Room again once they are done.
    await expect(runOffThread("markdown-tree", "Let in", 10_000)).resolves.toMatchObject({
      ok: true,
    });
  }, 60_000);
});
