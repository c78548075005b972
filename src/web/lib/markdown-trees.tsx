// Where MarkdownContent gets its parsed text. The browser parses it there and then (within the
// limits of shared/markdown/read.ts). The server never parses on its own thread: its render asks
// the worker pool for each text a first pass met, then renders again with the trees in hand
// (entry-server.tsx), so until then this answers undefined.
import { createContext, useContext, useMemo } from "react";
import { type MarkdownTree, readMarkdown } from "../../shared/markdown/read.ts";

export type ReadMarkdown = (content: string) => MarkdownTree | undefined;

const MarkdownTreesContext = createContext<ReadMarkdown>(readMarkdown);
export const MarkdownTreesProvider = MarkdownTreesContext.Provider;

/** The parsed text; `parsed` when the caller has it already (the editor parses once for all). */
export function useMarkdownTree(content: string, parsed?: MarkdownTree): MarkdownTree | undefined {
  const read = useContext(MarkdownTreesContext);
  return useMemo(() => parsed ?? read(content), [read, content, parsed]);
}
