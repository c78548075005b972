// Development: Vite's dev server in middleware mode, with hot reload and fresh SSR modules.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { projectRoot } from "../db/paths.ts";
import type { PageSource, SsrEntry } from "./page-source.ts";

export async function createDevPageSource() {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: projectRoot(),
    server: { middlewareMode: true },
    appType: "custom",
  });
  const source: PageSource = {
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(join(projectRoot(), "index.html"), "utf8")),
    entry: () => vite.ssrLoadModule("/src/web/entry-server.tsx") as Promise<SsrEntry>,
  };
  return { source, middleware: vite.middlewares, close: () => vite.close() };
}
