// Markdown read within the limits (limits.ts): refused by a look at its lines before parsing,
// then by the depth of what was parsed. The server does this in a worker thread with a time limit
// (server/off-thread/); the browser does it for the editor's preview and for hydrating a page.
import { lineLimitProblem, TOO_COMPLEX_MESSAGE, treeLimitProblem } from "./limits.ts";
import { parseMarkdown, type Root } from "./parse.ts";

/** A text parsed, or why it may not be: words for its author. */
export type MarkdownTree = { ok: true; root: Root } | { ok: false; problem: string };

export function readMarkdown(markdown: string): MarkdownTree {
  const refused = lineLimitProblem(markdown);
  if (refused) return { ok: false, problem: refused };
  let root: Root;
  try {
    root = parseMarkdown(markdown);
  } catch (error) {
    // The parser's own recursion, on shapes the look at the lines cannot see.
    if (error instanceof RangeError) return { ok: false, problem: TOO_COMPLEX_MESSAGE };
    throw error;
  }
  const problem = treeLimitProblem(root);
  return problem ? { ok: false, problem } : { ok: true, root };
}
