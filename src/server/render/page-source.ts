// Where the HTML template and the SSR entry come from: the Vite build, or Vite's dev server.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SsrRequest, SsrResult } from "../../shared/site.ts";
import { projectRoot } from "../db/paths.ts";

export interface SsrEntry {
  render(request: SsrRequest): Promise<SsrResult>;
  /** The address a page is cached and rendered under (entry-server.tsx). */
  cacheKey(url: string): string;
}

export interface PageSource {
  template(url: string): Promise<string>;
  entry(): Promise<SsrEntry>;
}

export function builtClientDir() {
  return join(projectRoot(), "dist/client");
}

/** The production build: dist/client/index.html and dist/server/entry-server.js, loaded once. */
export function buildPageSource(): PageSource {
  let template: Promise<string> | undefined;
  let entry: Promise<SsrEntry> | undefined;
  return {
    template: () => {
      template ??= readFile(join(builtClientDir(), "index.html"), "utf8");
      return template;
    },
    entry: () => {
      entry ??= import(pathToFileURL(join(projectRoot(), "dist/server/entry-server.js")).href);
      return entry;
    },
  };
}
