// The worker pool's limits: a task past its time is stopped and its thread replaced, and past the
// threads and the waiting room a caller is told at once that the site is busy.
import { describe, expect, it } from "vitest";
import { PATHOLOGICAL_MARKDOWN } from "../../shared/markdown/pathological.ts";
import { articleSeeds } from "../db/seed/articles.ts";
import { ServerBusy } from "../http/busy-page.ts";
import { runAsRequester } from "./requester.ts";
import {
  LANES,
  laneTurns,
  OFF_THREAD_THREADS,
  offThreadFull,
  runOffThread,
  TaskTooSlow,
  WAITING_MAX,
} from "./run-off-thread.ts";

/** Minutes of parsing on one thread: only the time limit ends it. */
const ENDLESS = PATHOLOGICAL_MARKDOWN["nested inline stars"] as string;

describe("running work off the main thread", () => {
  it("answers a task from a worker thread", async () => {
    const analysis = await runOffThread("markdown-analysis", "Ramps help *everyone*.", 10_000);
    expect(analysis).toMatchObject({ ok: true, checks: [] });
  });

  it("checks every seeded expert article, well within the limits", async () => {
    for (const article of articleSeeds) {
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

  it("keeps each lane apart: a full lane turns its own tasks away, the others still run", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A feed being read, and as many waiting behind it as the lane holds, from several people.
    const lane = LANES.feeds;
    const holding = Array.from({ length: lane.running + lane.waiting }, (_, person) =>
      laneTurns("feeds").run(`source owner ${person}`, () => held),
    );
    try {
      expect(offThreadFull("feeds")).toBe(true);
      const feed = { xml: "<rss/>", feedUrl: "https://feeds.example/a.xml", now: 0 };
      await expect(runOffThread("feed-parse", feed, 10_000)).rejects.toBeInstanceOf(ServerBusy);
      expect(offThreadFull("general")).toBe(false);
      await expect(runOffThread("markdown-tree", "# Still read", 10_000)).resolves.toMatchObject({
        ok: true,
      });
    } finally {
      release();
      await Promise.all(holding);
    }
  }, 30_000);

  it("stops a task when asked, with the reason it was stopped", async () => {
    const stopping = new AbortController();
    const task = runOffThread("markdown-tree", ENDLESS, 60_000, { signal: stopping.signal });
    setTimeout(() => stopping.abort(), 50);
    await expect(task).rejects.toMatchObject({ name: "AbortError" });
    await expect(task).rejects.not.toBeInstanceOf(TaskTooSlow);
    // Asked to stop before it starts, it never starts.
    await expect(
      runOffThread("markdown-tree", "# Never read", 10_000, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: "AbortError" });
  }, 30_000);
});
