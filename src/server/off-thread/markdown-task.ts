// Markdown read in a worker thread: parsed once, measured against the limits, then checked and
// graded (for the editor) or handed back as a tree to render (for pages). Whatever is too deep to
// walk is answered with the words for the author instead.
import type { Nodes } from "mdast";
import { type MarkdownTree, readMarkdown } from "../../shared/markdown/read.ts";
import { checkTree, readingAgeOf } from "../../shared/publishing-checks/index.ts";
import { type MediaImage, mediaImagesOf } from "../../shared/publishing-checks/media-images.ts";
import type { PublishingCheck } from "../../shared/publishing-checks/types.ts";

export type { MarkdownTree };

export type MarkdownAnalysis =
  | {
      ok: true;
      checks: PublishingCheck[];
      /** In whole years (shared/publishing-checks/reading-age.ts). */
      readingAge: number | null;
      /** The images on /media/, for the server to check against the library. */
      mediaImages: MediaImage[];
    }
  | { ok: false; problem: string };

export function analyseMarkdown(markdown: string): MarkdownAnalysis {
  const tree = readMarkdown(markdown);
  if (!tree.ok) return tree;
  return {
    ok: true,
    checks: checkTree(tree.root, markdown),
    readingAge: readingAgeOf(tree.root, markdown),
    mediaImages: mediaImagesOf(tree.root),
  };
}

/** The tree without source positions, which rendering does not read: a third of the copy back. */
export function markdownTree(markdown: string): MarkdownTree {
  const tree = readMarkdown(markdown);
  if (tree.ok) withoutPositions(tree.root);
  return tree;
}

function withoutPositions(node: Nodes) {
  delete node.position;
  if ("children" in node) for (const child of node.children) withoutPositions(child as Nodes);
}
