// Every expert article, approved community story and news item has a page of its own at a
// readable address: /advice-and-solutions/articles/12-accessible-events-and-meetings. The id
// finds it; the slug is for people and search engines, and a wrong one redirects to the right one.
import { CONTENT_KINDS, type KindName } from "./content-kinds.ts";
import { PAGE_PATHS, pagePath } from "./page-paths.ts";

/** Lower-case words joined by hyphens, accents folded, at most 80 characters, never empty. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "untitled";
}

/** An item's page: its kind's permalink base, then its id and the slug of its title. */
export const permalinkPath = (kind: KindName, item: { id: number; title: string }) =>
  `${CONTENT_KINDS[kind].permalinkBase}/${item.id}-${slugify(item.title)}`;

export const articlePath = (item: { id: number; title: string }) => permalinkPath("article", item);
export const storyPath = (item: { id: number; title: string }) => permalinkPath("story", item);
export const newsPath = (item: { id: number; title: string }) => permalinkPath("news", item);
export const quickSolutionPath = (item: { id: number; issue: string }) =>
  permalinkPath("quick-solution", { id: item.id, title: item.issue });

/** A preview for the editorial team: the page as visitors will see it. */
export const articlePreviewPath = (id: number) => pagePath(PAGE_PATHS.articlePreview, { ref: id });
export const newsPreviewPath = (id: number) => pagePath(PAGE_PATHS.newsPreview, { ref: id });

/** List items with `url`, the path of each one's permalink (the API's lists carry it). */
export const withPermalinks = <T extends { id: number; title: string }>(
  kind: KindName,
  rows: T[],
) => rows.map((row) => ({ ...row, url: permalinkPath(kind, row) }));

/** The id and slug of a permalink's last segment ("12-some-title"), or null when it has no id. */
export function parsePermalinkSegment(segment: string): { id: number; slug: string } | null {
  const match = /^(\d{1,10})(?:-(.*))?$/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
    ? { id, slug: match[2] ?? "" }
    : null;
}
