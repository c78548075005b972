// The worker pool's module as it ships: an entry of the server bundle whose chunks, loaded
// statically or on demand, never include another entry (main.js would start a whole server inside
// each thread), and which answers tasks on its own in a thread. Builds the server bundle as
// `npm run build` does, into a directory of its own.
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import type { TaskMessage } from "./worker.ts";

describe("the off-thread worker in the server bundle", () => {
  it("is an entry that reaches no other entry, and runs tasks there", async () => {
    const root = await mkdtemp(join(tmpdir(), "off-thread-worker-"));
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
      const worker = byName.get("off-thread-worker.js");
      expect(worker?.isEntry).toBe(true);

      // Every chunk a thread may load: static imports and the tasks' own imports on demand.
      const loaded = new Set<string>();
      const queue = ["off-thread-worker.js"];
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        if (loaded.has(name)) continue;
        loaded.add(name);
        const chunk = byName.get(name);
        queue.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
      }
      loaded.delete("off-thread-worker.js");
      expect([...loaded].filter((name) => byName.get(name)?.isEntry)).toEqual([]);

      const pool = new Piscina({
        filename: pathToFileURL(join(root, "server", "off-thread-worker.js")).href,
        maxThreads: 1,
      });
      try {
        const task: TaskMessage<"markdown-analysis"> = {
          task: "markdown-analysis",
          input: "Built and *checked* in a thread.",
        };
        expect(await pool.run(task)).toMatchObject({ ok: true, checks: [] });
      } finally {
        await pool.destroy();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
