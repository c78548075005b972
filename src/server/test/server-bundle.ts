// The server bundle as `npm run build` makes it, built into a directory of its own for a test
// that checks how its chunks hang together and then runs one of them (a worker's).
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build, type Rollup } from "vite";

export interface ServerBundle {
  /** Where the chunks are: `join(dir, chunk.fileName)`. */
  dir: string;
  chunks: Rollup.OutputChunk[];
  byName: Map<string, Rollup.OutputChunk>;
  /** Every chunk `start` loads, itself left out: its static imports, and with `dynamic` its
   * imports on demand too. */
  loadedBy(start: string, options?: { dynamic?: boolean }): string[];
}

/** Builds the bundle, hands it to `use`, and removes it afterwards. */
export async function withServerBundle(use: (bundle: ServerBundle) => Promise<void>) {
  const root = await mkdtemp(join(tmpdir(), "server-bundle-"));
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
    const loadedBy = (start: string, { dynamic = false } = {}) => {
      const loaded = new Set<string>();
      const queue = [start];
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        if (loaded.has(name)) continue;
        loaded.add(name);
        const chunk = byName.get(name);
        queue.push(...(chunk?.imports ?? []), ...(dynamic ? (chunk?.dynamicImports ?? []) : []));
      }
      loaded.delete(start);
      return [...loaded];
    };
    await use({ dir: join(root, "server"), chunks, byName, loadedBy });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
