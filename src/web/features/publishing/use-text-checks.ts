// The accessibility checks and reading age of the text as the author types it (./text-checks.ts),
// and the parsed text for the preview. The images on /media/ are checked against the library by
// the server's answer (./use-media-lookup.ts), so every reason publishing can be refused shows
// here before the editor presses Publish.
import { useMemo } from "react";
import type { MarkdownTree } from "../../../shared/markdown/read.ts";
import type { PublishingCheck } from "../../../shared/publishing-checks/types.ts";
import { readText, type Saved, textChecks } from "./text-checks.ts";
import { useMediaLookup } from "./use-media-lookup.ts";

export interface TextChecks {
  checks: PublishingCheck[];
  /** The UK reading age, in whole years. */
  age: number | null;
  tree: MarkdownTree;
}

export function useTextChecks(content: string, saved: Saved | undefined): TextChecks {
  const read = useMemo(() => readText(content, saved), [content, saved]);
  const urls = useMemo(() => read.images.map((image) => image.url), [read.images]);
  const answers = useMediaLookup(urls);
  const checks = useMemo(() => textChecks(read, answers), [read, answers]);
  return { checks, age: read.age, tree: read.tree };
}
