// The kinds of content written in the admin and published through the one publishing pipeline
// (server/modules/publishing/): where each one's admin API and preview page are, what the team
// calls one, and the admin tab it is written in. Everything else about a kind (its name, area,
// permalinks, audit prefix) is its descriptor in ./content-kinds.ts. Free of zod and of React, so
// the admin's pages, the endpoint declarations and the server all read it.
import type { AdminTab } from "./admin-tabs.ts";
import { CONTENT_KINDS, type KindName } from "./content-kinds.ts";
import { PAGE_PATHS } from "./page-paths.ts";

export interface PublishingKindInfo {
  /** The kind's one name (./content-kinds.ts), which is also the page-cache area its writes change. */
  name: KindName;
  /** Where its admin API starts: `<adminApi>`, `<adminApi>/:id`, `<adminApi>/:id/publish` … */
  adminApi: `/api/admin/${string}`;
  /** What the editorial team calls one and several, in running text. */
  noun: { one: string; many: string };
  /** The admin panel's tab it is written in (./admin-tabs.ts). */
  adminTab: AdminTab;
  /** Its page as visitors will see it, for the team (`:ref` is the id). */
  previewPath: `/admin/${string}/:ref/preview`;
  /** What the preview's browser tab is called before the piece's title ("Preview: …"). */
  previewTitle: string;
}

export const PUBLISHING_KINDS = {
  article: {
    name: "article",
    adminApi: "/api/admin/articles",
    noun: { one: "article", many: "articles" },
    adminTab: "articles",
    previewPath: PAGE_PATHS.articlePreview,
    previewTitle: "Preview",
  },
  news: {
    name: "news",
    adminApi: "/api/admin/news",
    noun: { one: "news item", many: "news items" },
    adminTab: "news",
    previewPath: PAGE_PATHS.newsPreview,
    previewTitle: "News preview",
  },
} as const satisfies { [Name in KindName]?: PublishingKindInfo & { name: Name } };

export type PublishingKindName = keyof typeof PUBLISHING_KINDS;
export type PublishingKindApi = (typeof PUBLISHING_KINDS)[PublishingKindName]["adminApi"];

export const PUBLISHING_KIND_NAMES = Object.keys(PUBLISHING_KINDS) as PublishingKindName[];

/** The first part of the kind's audit actions ("article.publish"), from its descriptor. */
export const auditPrefixOf = <Name extends PublishingKindName>(name: Name) =>
  CONTENT_KINDS[name].auditPrefix;

/** "Article", "News item": a noun at the start of a sentence or a toast. */
export const capitalised = (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
