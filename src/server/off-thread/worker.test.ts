// The worker pool's module as it ships: an entry of the server bundle whose chunks, loaded
// statically or on demand, never include another entry (main.js would start a whole server inside
// each thread), and which answers tasks on its own in a thread. Builds the server bundle as
// `npm run build` does (test/server-bundle.ts).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import { describe, expect, it } from "vitest";
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
      } finally {
        await pool.destroy();
      }
    });
  }, 120_000);
});
