// The accessibility checks and reading age of the text as the author types it, from one parse
// within the Markdown limits (shared/markdown/read.ts), and the parsed text for the preview.
// Text the server found past the limits when it was saved is not parsed here until it changes:
// the shapes that slow the server's parser for seconds would stall the browser just the same.
import { useMemo } from "react";
import { checkTree, readingAgeOf } from "../../../shared/authoring-checks/index.ts";
import { hasStructureProblem, structureCheck } from "../../../shared/authoring-checks/structure.ts";
import type { AuthoringCheck } from "../../../shared/authoring-checks/types.ts";
import { type MarkdownTree, readMarkdown } from "../../../shared/markdown/read.ts";

interface Saved {
  content: string;
  checks: AuthoringCheck[];
}

export interface TextChecks {
  checks: AuthoringCheck[];
  /** The UK reading age, in whole years. */
  age: number | null;
  tree: MarkdownTree;
}

export function useTextChecks(content: string, saved: Saved | undefined): TextChecks {
  return useMemo(() => {
    if (saved && content === saved.content && hasStructureProblem(saved.checks)) {
      const problem = saved.checks[0]?.message ?? "";
      return { checks: saved.checks, age: null, tree: { ok: false, problem } };
    }
    const tree = readMarkdown(content);
    if (!tree.ok) return { checks: [structureCheck(tree.problem)], age: null, tree };
    return {
      checks: checkTree(tree.root, content),
      age: readingAgeOf(tree.root, content),
      tree,
    };
  }, [content, saved]);
}
