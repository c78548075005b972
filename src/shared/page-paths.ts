// The site's pages, one path each: the web route table, the links between pages, the
// server's plain-form routes and the sitemap all take their paths from here, so a page moved in
// one place moves everywhere. Free of zod and of React, like ./api-routes.ts.

export const PAGE_PATHS = {
  home: "/",
  news: "/news",
  adviceAndSolutions: "/advice-and-solutions",
  selfAssessment: "/self-assessment",
  selfAssessmentResults: "/self-assessment/results/:token",
  selfAssessmentDelete: "/self-assessment/results/:token/delete",
  /** Not a page: the draft guide's download, served by the server. */
  selfAssessmentGuide: "/self-assessment/results/:token/guide.txt",
  /** The directory of published access guides, searchable by town and need. */
  accessGuides: "/access-guides",
  /** A business's own guide, edited by its secret manage token. */
  accessGuideManage: "/access-guides/manage/:token",
  /** "Delete this guide?": the manage page's Delete link opens it; its form posts here. */
  accessGuideDelete: "/access-guides/manage/:token/delete",
  /** Where a business lands once its guide is deleted. */
  accessGuideDeleted: "/access-guides/deleted",
  /** Not a page: "Take it back from review" posts here. */
  accessGuideWithdraw: "/access-guides/manage/:token/withdraw",
  /** What we check before publishing a guide, reports, fake feedback and appeals. */
  accessGuidePolicy: "/access-guides/how-we-check",
  /** Not a page: the manage page's photo upload (multipart) posts here. */
  accessGuidePhotos: "/access-guides/manage/:token/photos",
  /** Not a page: a photo's alt text, order and removal post here. */
  accessGuidePhoto: "/access-guides/manage/:token/photos/:photoId",
  /** Not a page: the manage page's notice form posts here ("the lift is out of use until…"). */
  accessGuideNotices: "/access-guides/manage/:token/notices",
  /** Not a page: a notice's "End this notice" button posts here. */
  accessGuideNoticeEnd: "/access-guides/manage/:token/notices/:noticeId/end",
  /** Not a page: the manage page's "Everything is still right" button posts here. */
  accessGuideConfirm: "/access-guides/manage/:token/confirm",
  /** Starting a guide from self-assessment results (`?from=<results token>`). */
  accessGuideNew: "/access-guides/new",
  /** Not a React page: the server's large-print document of a published guide (`:ref` as its page's). */
  accessGuidePrint: "/access-guides/:ref/print",
  about: "/about",
  contact: "/contact",
  /** What a feed is, how to follow one, and every feed's address. */
  feeds: "/feeds",
  book: "/book",
  poem: "/poem",
  admin: "/admin",
  adminInvite: "/admin/invite/:token",
  /** An article or news item as visitors will see it, for the editorial team. */
  articlePreview: "/admin/articles/:ref/preview",
  newsPreview: "/admin/news/:ref/preview",
  accessibilityStatement: "/accessibility-statement",
  /** What the automated accessibility checks found when they last ran in full. */
  accessibilityEvidence: "/accessibility-statement/evidence",
  termsOfService: "/terms-of-service",
  privacyPolicy: "/privacy-policy",
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

/** "/api/news/:id/liked" → "id"; every parameter of a path (a page's or an API route's). */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page's address: each `:param` replaced by its value, encoded. */
export function pagePath<P extends PagePath>(
  path: P,
  params: { [Name in ParamNames<P>]: string | number },
): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** Public pages listed in /sitemap.xml; a test keeps this in step with the web route table. */
export const SITEMAP_PATHS = [
  PAGE_PATHS.home,
  PAGE_PATHS.news,
  PAGE_PATHS.adviceAndSolutions,
  PAGE_PATHS.selfAssessment,
  PAGE_PATHS.accessGuides,
  PAGE_PATHS.accessGuidePolicy,
  PAGE_PATHS.about,
  PAGE_PATHS.contact,
  PAGE_PATHS.feeds,
  PAGE_PATHS.book,
  PAGE_PATHS.poem,
  PAGE_PATHS.accessibilityStatement,
  PAGE_PATHS.accessibilityEvidence,
  PAGE_PATHS.termsOfService,
  PAGE_PATHS.privacyPolicy,
] as const;
