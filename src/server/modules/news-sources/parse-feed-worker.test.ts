// The worker of parseFeedOffThread as it ships: in the server bundle it must have a chunk
// of its own that never loads an entry chunk (main.js would start a whole server inside the
// worker), and that chunk must work as a worker on its own. Builds the server bundle as
// `npm run build` does (test/server-bundle.ts).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { rssDocument } from "../../test/feed-server.ts";
import { withServerBundle } from "../../test/server-bundle.ts";
import { PARSE_JOB, type ParseAnswer, type ParseJob } from "./parse-feed-worker.ts";

describe("the feed parser's worker in the server bundle", () => {
  it("has a chunk of its own that loads no entry chunk, and parses there", async () => {
    await withServerBundle(async ({ dir, chunks, byName, loadedBy }) => {
      const worker = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => id.endsWith("/news-sources/parse-feed-worker.ts")),
      );
      if (!worker) throw new Error("no chunk holds parse-feed-worker.ts");
      expect(worker.isEntry).toBe(false);
      expect(worker.moduleIds.some((id) => id.endsWith("/news-sources/parse-feed.ts"))).toBe(true);

      // Every chunk the worker loads, through static imports: none is an entry.
      const loaded = loadedBy(worker.fileName);
      expect(loaded.filter((name) => byName.get(name)?.isEntry)).toEqual([]);

      const job: ParseJob = {
        xml: rssDocument([{ guid: "tag:built,2026:1", title: "Parsed by the built worker" }]),
        feedUrl: "https://feeds.example/news.xml",
        now: Date.UTC(2026, 2, 1),
      };
      const thread = new Worker(pathToFileURL(join(dir, worker.fileName)), {
        workerData: PARSE_JOB,
      });
      const answer = await new Promise<ParseAnswer>((resolveAnswer, reject) => {
        thread.once("message", resolveAnswer);
        thread.once("error", reject);
        thread.postMessage(job);
      }).finally(() => thread.terminate());
      expect(answer).toMatchObject({
        ok: true,
        feed: { itemCount: 1, items: [{ title: "Parsed by the built worker" }] },
      });
    });
  }, 120_000);
});
