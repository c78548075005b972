// Where the server's render gets an article's parsed text. The server never parses on its own
// thread: its render asks the worker pool for each text a first pass met, then renders again with
// the trees in hand (entry-server.tsx), so until then its reader answers undefined. In the browser
// there is no reader here and MarkdownContent parses the text itself; only a type is imported, so
// the parser stays out of every page's first load.
import { createContext, useContext } from "react";
import type { MarkdownTree } from "../../shared/markdown/read.ts";

export type ReadMarkdown = (content: string) => MarkdownTree | undefined;

const MarkdownTreesContext = createContext<ReadMarkdown | null>(null);
export const MarkdownTreesProvider = MarkdownTreesContext.Provider;

/** The server render's reader; null in the browser. */
export const useServerMarkdownReader = () => useContext(MarkdownTreesContext);
