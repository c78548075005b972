// Small helpers for the mdast tree: a depth-first walk in source order (no extra dependency
// needed), where a node sits in the source, and the words it holds.
import type { Nodes } from "mdast";

export function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ("children" in node) for (const child of node.children) walk(child as Nodes, visit);
}

/** A node's span in the source, or null when the parser gave it no position. */
export function spanOf(node: Nodes): { start: number; end: number } | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? null : { start, end };
}

/** The span from a parent's first child to its last: a link's or heading's words, not its markup. */
export function contentSpan(node: Nodes): { start: number; end: number } | null {
  if (!("children" in node) || node.children.length === 0) return spanOf(node);
  const first = spanOf(node.children[0] as Nodes);
  const last = spanOf(node.children[node.children.length - 1] as Nodes);
  return first && last ? { start: first.start, end: last.end } : spanOf(node);
}

/** The words of a node, as a reader sees them (text and code; images by their alt text). */
export function plainText(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "image" || node.type === "imageReference") return node.alt ?? "";
  if (node.type === "break") return " ";
  if (!("children" in node)) return "";
  return node.children.map((child) => plainText(child as Nodes)).join("");
}
