// Which areas of the public pages each API read shows, from the content kinds (a page that reads
// a kind's API shows that kind's area). What each write changes is in its endpoint's declaration
// (shared/endpoints/, `changes`).
import {
  AREAS,
  type Area,
  CONTENT_KINDS,
  type ContentKind,
  KIND_NAMES,
} from "../../shared/content-kinds.ts";

const READS = KIND_NAMES.map((kind) => {
  const { apiBase, alsoReads = [] } = CONTENT_KINDS[kind] as ContentKind;
  return [apiBase, [kind, ...alsoReads]] as const;
});

/** What a page shows when its render reads `path`; everything for a read not listed. */
export function areasRead(path: string): readonly Area[] {
  for (const [prefix, areas] of READS) {
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      return areas;
    }
  }
  return AREAS;
}
