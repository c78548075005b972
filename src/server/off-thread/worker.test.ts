// The worker pool's module as it ships: an entry of the server bundle whose chunks, loaded
// statically or on demand, never include another entry (main.js would start a whole server inside
// each thread), and which answers each kind of task on its own in a thread: Markdown, a feed, an
// image. Builds the server bundle as `npm run build` does (test/server-bundle.ts).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
// Loaded here before any thread loads it, as the server does (images.ts says why).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rssDocument } from "../test/feed-server.ts";
import { withServerBundle } from "../test/server-bundle.ts";
import type { TaskMessage } from "./worker.ts";

describe("the off-thread worker in the server bundle", () => {
  it("is an entry that reaches no other entry, and runs tasks there", async () => {
    await withServerBundle(async ({ dir, byName, loadedBy }) => {
      expect(byName.get("off-thread-worker.js")?.isEntry).toBe(true);
      // Every chunk a thread may load: static imports and the tasks' own imports on demand.
      const loaded = loadedBy("off-thread-worker.js", { dynamic: true });
      expect(loaded.filter((name) => byName.get(name)?.isEntry)).toEqual([]);

      const pool = new Piscina({
        filename: pathToFileURL(join(dir, "off-thread-worker.js")).href,
        maxThreads: 1,
      });
      try {
        const task: TaskMessage<"markdown-analysis"> = {
          task: "markdown-analysis",
          input: "Built and *checked* in a thread.",
        };
        expect(await pool.run(task)).toMatchObject({ ok: true, checks: [] });

        const feed: TaskMessage<"feed-parse"> = {
          task: "feed-parse",
          input: {
            xml: rssDocument([{ guid: "tag:built,2026:1", title: "Parsed by the built worker" }]),
            feedUrl: "https://feeds.example/news.xml",
            now: Date.UTC(2026, 2, 1),
          },
        };
        expect(await pool.run(feed)).toMatchObject({
          ok: true,
          feed: { itemCount: 1, items: [{ title: "Parsed by the built worker" }] },
        });

        const file = await sharp({
          create: { width: 40, height: 30, channels: 3, background: "#3a7d44" },
        })
          .jpeg()
          .toBuffer();
        const image: TaskMessage<"image-encode"> = { task: "image-encode", input: file };
        expect(await pool.run(image)).toMatchObject({
          ok: true,
          image: { width: 40, height: 30, fallback: "jpg" },
        });
      } finally {
        await pool.destroy();
      }
    });
  }, 120_000);
});
