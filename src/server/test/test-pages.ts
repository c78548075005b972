// The real server renderer and index.html, as the API tests see pages (no build needed).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { cacheKey, render } from "../../web/entry-server.tsx";
import { projectRoot } from "../db/paths.ts";
import type { PageSource } from "../render/page-source.ts";

export async function testPageSource(): Promise<{ source: PageSource }> {
  const template = await readFile(join(projectRoot(), "index.html"), "utf8");
  return { source: { template: async () => template, entry: async () => ({ render, cacheKey }) } };
}
