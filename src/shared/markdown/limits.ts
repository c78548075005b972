// What an article's Markdown may be, beyond its length: how deeply lists and quotes nest, and how
// deeply anything nests at all. CommonMark parsers slow down sharply with depth (micromark took
// 11 minutes over 29,500 nested list markers and overflowed its stack on 16,000 quote markers),
// and every walk over the tree is recursive. The server parses in a worker with a time limit
// (server/off-thread/); these limits give the author words for what went wrong, and let the
// browser refuse the same shapes before it tries to parse them.
import type { Nodes } from "mdast";

/** Lists and quotes inside one another: three is already hard to follow. */
export const MARKDOWN_NESTING_MAX = 8;
/** Anything inside anything (emphasis in links in list items…): far past what a reader can use. */
export const MARKDOWN_DEPTH_MAX = 64;

export const NESTING_MESSAGE = `Lists and quotes can be nested at most ${MARKDOWN_NESTING_MAX} deep. Bring the deepest ones up a level and save again.`;
export const TOO_COMPLEX_MESSAGE =
  "This text is too complex to read in time: it has emphasis, links or brackets inside one another too many times. Simplify its formatting and save again.";

// One container marker at a position: up to three spaces, then `>` or a list bullet or number
// followed by a space (or the end of the line), and the space after it.
const CONTAINER_MARKER = /[ \t]{0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/my;
// `- - -` and `* * *` are a thematic break (a line across the page), not three lists.
const THEMATIC_BREAK = /^[ \t]{0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/**
 * The most lists and quotes opened at the start of any one line (`> - > 1. text` is four), read
 * without parsing, in one pass. Nesting built by indenting line after line is left to the parsed
 * tree (nestingDepth), which only the server's worker builds for long texts.
 */
export function lineNestingDepth(markdown: string): number {
  let deepest = 0;
  let lineStart = 0;
  while (lineStart <= markdown.length) {
    const newline = markdown.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? markdown.length : newline;
    let depth = 0;
    let position = lineStart;
    CONTAINER_MARKER.lastIndex = position;
    while (position < lineEnd && CONTAINER_MARKER.test(markdown)) {
      depth += 1;
      position = CONTAINER_MARKER.lastIndex;
    }
    if (depth > deepest && !THEMATIC_BREAK.test(markdown.slice(lineStart, lineEnd))) {
      deepest = depth;
    }
    lineStart = lineEnd + 1;
  }
  return deepest;
}

/** Lists and quotes inside one another, and nodes inside one another, in the parsed tree. */
export function nestingDepth(root: Nodes): { containers: number; nodes: number } {
  let containers = 0;
  let nodes = 0;
  // Iterative, so that a tree too deep for a recursive walk can still be measured.
  const stack: { node: Nodes; containers: number; depth: number }[] = [
    { node: root, containers: 0, depth: 0 },
  ];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const isContainer = entry.node.type === "list" || entry.node.type === "blockquote";
    const inside = entry.containers + (isContainer ? 1 : 0);
    containers = Math.max(containers, inside);
    nodes = Math.max(nodes, entry.depth);
    if ("children" in entry.node) {
      for (const child of entry.node.children) {
        stack.push({ node: child as Nodes, containers: inside, depth: entry.depth + 1 });
      }
    }
  }
  return { containers, nodes };
}

/** Why the parsed text may not be kept, or null: too deeply nested to read or to walk. */
export function treeLimitProblem(root: Nodes): string | null {
  const depth = nestingDepth(root);
  if (depth.containers > MARKDOWN_NESTING_MAX) return NESTING_MESSAGE;
  if (depth.nodes > MARKDOWN_DEPTH_MAX) return TOO_COMPLEX_MESSAGE;
  return null;
}

/** Why the text may not be parsed at all, found without parsing it; null when it may be. */
export function lineLimitProblem(markdown: string): string | null {
  return lineNestingDepth(markdown) > MARKDOWN_NESTING_MAX ? NESTING_MESSAGE : null;
}
