// The words a reader reads in a Markdown article: text, code and image descriptions, without the
// markup around them.
import type { Nodes } from "mdast";

export function plainText(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode" || node.type === "code") return node.value;
  if (node.type === "image") return node.alt ?? "";
  if (node.type === "break") return "\n";
  if (!("children" in node)) return "";
  const separator = node.type === "paragraph" || node.type === "heading" ? "" : "\n";
  return node.children.map((child) => plainText(child)).join(separator);
}
