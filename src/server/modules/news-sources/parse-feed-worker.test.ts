// The worker of parseFeedOffThread as it ships: in the server bundle it must have a chunk
// of its own that never loads an entry chunk (main.js would start a whole server inside the
// worker), and that chunk must work as a worker on its own. Builds the server bundle as
// `npm run build` does, into a directory of its own.
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { rssDocument } from "../../test/feed-server.ts";
import { PARSE_JOB, type ParseAnswer, type ParseJob } from "./parse-feed-worker.ts";

describe("the feed parser's worker in the server bundle", () => {
  it("has a chunk of its own that loads no entry chunk, and parses there", async () => {
    const root = await mkdtemp(join(tmpdir(), "parse-feed-worker-"));
    try {
      // The bundle's own packages stay outside it, as in production: found through node_modules.
      await symlink(resolve("node_modules"), join(root, "node_modules"), "dir");
      const built = (await build({
        configFile: resolve("vite.server.config.ts"),
        logLevel: "silent",
        build: { outDir: join(root, "server"), emptyOutDir: true },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const chunks = (Array.isArray(built) ? built : [built])
        .flatMap(({ output }) => output)
        .filter((file): file is Rollup.OutputChunk => file.type === "chunk");
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const worker = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => id.endsWith("/news-sources/parse-feed-worker.ts")),
      );
      if (!worker) throw new Error("no chunk holds parse-feed-worker.ts");
      expect(worker.isEntry).toBe(false);
      expect(worker.moduleIds.some((id) => id.endsWith("/news-sources/parse-feed.ts"))).toBe(true);

      // Every chunk the worker loads, through static imports: none is an entry.
      const loaded = new Set<string>();
      const queue = [worker.fileName];
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        if (loaded.has(name)) continue;
        loaded.add(name);
        queue.push(...(byName.get(name)?.imports ?? []));
      }
      expect([...loaded].filter((name) => byName.get(name)?.isEntry)).toEqual([]);

      const job: ParseJob = {
        xml: rssDocument([{ guid: "tag:built,2026:1", title: "Parsed by the built worker" }]),
        feedUrl: "https://feeds.example/news.xml",
        now: Date.UTC(2026, 2, 1),
      };
      const thread = new Worker(pathToFileURL(join(root, "server", worker.fileName)), {
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
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
