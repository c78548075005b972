// The checks of a text as the editor shows them, as pure functions (./use-text-checks.ts is the
// hook around them): one parse within the Markdown limits, the shared rules, and the images on
// /media/ judged by the library's answers through the same shared function the server's publish
// step uses. A test runs these against the server's refusal for every check that stops publishing.

import { type MarkdownTree, readMarkdown } from "../../../shared/markdown/read.ts";
import { checkTree, readingAgeOf } from "../../../shared/publishing-checks/index.ts";
import type { MediaFound } from "../../../shared/publishing-checks/media-found.ts";
import {
  type MediaImage,
  mediaImagesOf,
  withMediaChecks,
} from "../../../shared/publishing-checks/media-images.ts";
import {
  hasStructureProblem,
  structureCheck,
} from "../../../shared/publishing-checks/structure.ts";
import type { PublishingCheck } from "../../../shared/publishing-checks/types.ts";

export interface Saved {
  content: string;
  checks: PublishingCheck[];
}

export interface ReadText {
  /** The checks the text alone can tell. */
  checks: PublishingCheck[];
  /** The UK reading age, in whole years. */
  age: number | null;
  tree: MarkdownTree;
  /** Its images on /media/, which the library judges. */
  images: MediaImage[];
}

const NO_IMAGES: MediaImage[] = [];

/**
 * Reads the text. Text the server found past the limits when it was saved is not parsed until it
 * changes: the shapes that slow the server's parser for seconds would stall the browser the same.
 */
export function readText(content: string, saved: Saved | undefined): ReadText {
  if (saved && content === saved.content && hasStructureProblem(saved.checks)) {
    const problem = saved.checks[0]?.message ?? "";
    return { checks: saved.checks, age: null, tree: { ok: false, problem }, images: NO_IMAGES };
  }
  const tree = readMarkdown(content);
  if (!tree.ok) {
    return { checks: [structureCheck(tree.problem)], age: null, tree, images: NO_IMAGES };
  }
  return {
    checks: checkTree(tree.root, content),
    age: readingAgeOf(tree.root, content),
    tree,
    images: mediaImagesOf(tree.root),
  };
}

/** Every check, the library's included, for what it has answered so far (by address). */
export function textChecks(
  read: ReadText,
  answers: ReadonlyMap<string, MediaFound>,
): PublishingCheck[] {
  if (read.images.length === 0) return read.checks;
  return withMediaChecks(read.checks, read.images, (_reference, url) => answers.get(url));
}
