// The route table (docs/product.md#pages-at-a-glance): path, document title, the page module
// (loaded on demand, so each route is its own chunk) and the API data the server prefetches into
// the first HTML.
import type { ComponentType } from "react";
import { ASSESSMENT_DELETED_PARAM } from "../shared/api-paths.ts";
import { ASSESSMENT_TOKEN_PATTERN } from "../shared/assessment/results-token.ts";
import { CONTENT_KINDS } from "../shared/content-kinds.ts";
import type { PublicArticle } from "../shared/contracts/articles.ts";
import type { NewsArticle } from "../shared/contracts/news.ts";
import type { QuickSolution } from "../shared/contracts/quick-solutions.ts";
import type { PublicStory } from "../shared/contracts/stories.ts";
import { PAGE_PATHS } from "../shared/page-paths.ts";
import { articlePath, newsPath, quickSolutionPath, storyPath } from "../shared/permalinks.ts";
import {
  CONTACT_SENT_PARAM,
  LIKE_LIMITED_PARAM,
  LIKED_PARAM,
  STORY_SHARED_PARAM,
} from "../shared/posted-forms.ts";
import { accessGuideRoutes } from "./access-guide-routes.ts";
import {
  ADVICE_PARAMS,
  adviceFiltersFromSearch,
  adviceTermFromSearch,
} from "./lib/advice-filters.ts";
import { adviceTabFromSearch } from "./lib/advice-tabs.ts";
import { preloadable } from "./lib/preloadable.tsx";
import { adviceCategoriesQuery, articlesQuery } from "./lib/queries/articles.ts";
import { topStoriesQuery } from "./lib/queries/news.ts";
import {
  articleQuery,
  newsItemQuery,
  quickSolutionQuery,
  storyQuery,
} from "./lib/queries/permalinks.ts";
import { quickSolutionsQuery } from "./lib/queries/quick-solutions.ts";
import { assessmentQuery } from "./lib/queries/self-assessment.ts";
import { pageFormTokenQuery, storiesQuery } from "./lib/queries/stories.ts";
import {
  bookJsonLd,
  expertArticleJsonLd,
  homeJsonLd,
  newsJsonLd,
  quickSolutionDescription,
  quickSolutionJsonLd,
  storyJsonLd,
} from "./lib/structured-data.ts";
import { TAB_PARAM } from "./lib/url-tab.ts";
import { type PageRoute, type RouteParams, TITLE_SUFFIX } from "./page-route.ts";

const suffix = TITLE_SUFFIX;

/** The parameters a page with like controls reads after a like sent without JavaScript. */
const LIKE_PARAMS = [LIKED_PARAM, LIKE_LIMITED_PARAM];

// An article's or a story's page shares most of its code with Advice & Solutions (the article
// text, the like button), so it comes in that page's file: split out, the shared part would cost
// Advice & Solutions an extra request on every first visit (Lighthouse budget).
const articlePageModule = (page: { ArticlePage: ComponentType }) => ({
  default: page.ArticlePage,
});
const storyPageModule = (page: { StoryPage: ComponentType }) => ({
  default: page.StoryPage,
});

export type { PageRoute, PermalinkItem, PrefetchQuery, RouteParams } from "./page-route.ts";

export const routes: PageRoute[] = [
  {
    path: PAGE_PATHS.home,
    description:
      "Practical, affordable accessibility advice for UK businesses and the public: quick solutions, news, real stories and the companion book.",
    title: "Real Access | Practical accessibility for businesses and everyone",
    page: preloadable(() => import("./pages/home-page.tsx")),
    jsonLd: homeJsonLd,
  },
  {
    path: PAGE_PATHS.news,
    description:
      "Accessibility news for UK businesses and the public: top stories picked by our editors and a live feed of the latest updates.",
    title: `News${suffix}`,
    page: preloadable(() => import("./pages/news-page.tsx")),
    prefetch: () => [topStoriesQuery()],
  },
  {
    path: PAGE_PATHS.adviceAndSolutions,
    description:
      "Searchable quick fixes for everyday accessibility barriers, expert articles and stories from people who have been there.",
    title: `Advice & Solutions${suffix}`,
    page: preloadable(() => import("./pages/advice-and-solutions-page.tsx")),
    // A story sent without JavaScript is confirmed at ?tab=community-stories&shared=1, and a like
    // sent from a story card at ?…&liked=<id> (or refused at ?…&like-limited=<id>).
    query: [...ADVICE_PARAMS, STORY_SHARED_PARAM, ...LIKE_PARAMS],
    prefetch: (search) => {
      const term = adviceTermFromSearch(search);
      const { maxCost, maxEffort, category } = adviceFiltersFromSearch(search);
      const solutions = quickSolutionsQuery({ search: term, maxCost, maxEffort });
      const articles = [articlesQuery(term, category), adviceCategoriesQuery()];
      // The shared list only: each visitor's like state is fetched after hydration.
      const stories = storiesQuery(term);
      const tab = adviceTabFromSearch(search);
      // The story form's signed time, for its hidden field (the form without JavaScript).
      const formToken = tab === "community-stories" ? [pageFormTokenQuery()] : [];
      // With a search, every tab shows its count, so every tab's results are rendered.
      if (term) return [solutions, ...articles, stories, ...formToken];
      if (tab === "expert-articles") return articles;
      if (tab === "community-stories") return [stories, ...formToken];
      return [solutions];
    },
  },
  {
    path: `${CONTENT_KINDS.article.permalinkBase}/:ref`,
    description: "An expert article from Real Access.",
    title: `Expert article${suffix}`,
    page: preloadable(() =>
      import("./pages/advice-and-solutions-page.tsx").then(articlePageModule),
    ),
    item: {
      path: articlePath,
      query: articleQuery,
      head: (article: PublicArticle, site) => ({
        title: `${article.title}${suffix}`,
        description: article.excerpt,
        jsonLd: expertArticleJsonLd(site, article),
      }),
    },
  },
  {
    // A draft as visitors will see it, for the team only; the server's preview route
    // renders it with the article's data, sent no-store and never indexed.
    path: PAGE_PATHS.articlePreview,
    description: "A preview of an expert article, for the editorial team.",
    title: `Preview${suffix}`,
    page: preloadable(() =>
      import("./pages/advice-and-solutions-page.tsx").then(articlePageModule),
    ),
    noindex: true,
    isPrivate: () => true,
  },
  {
    path: PAGE_PATHS.newsPreview,
    description: "A preview of a news item, for the editorial team.",
    title: `News preview${suffix}`,
    page: preloadable(() => import("./pages/news-item-page.tsx")),
    noindex: true,
    isPrivate: () => true,
  },
  {
    path: `${CONTENT_KINDS.story.permalinkBase}/:ref`,
    description: "A community story shared with Real Access.",
    title: `Community story${suffix}`,
    page: preloadable(() => import("./pages/advice-and-solutions-page.tsx").then(storyPageModule)),
    // A like sent without JavaScript is confirmed at ?liked=<id> (or refused at ?like-limited=<id>).
    query: LIKE_PARAMS,
    item: {
      path: storyPath,
      query: storyQuery,
      head: (story: PublicStory, site) => ({
        title: `${story.title}${suffix}`,
        description: story.excerpt ?? `A story by ${story.authorName}.`,
        jsonLd: storyJsonLd(site, story),
      }),
    },
  },
  {
    path: `${CONTENT_KINDS.news.permalinkBase}/:ref`,
    description: "Accessibility news from Real Access.",
    title: `News story${suffix}`,
    page: preloadable(() => import("./pages/news-item-page.tsx")),
    item: {
      path: newsPath,
      query: newsItemQuery,
      head: (item: NewsArticle, site) => ({
        title: `${item.title}${suffix}`,
        description: item.excerpt ?? item.title,
        jsonLd: newsJsonLd(site, item),
      }),
    },
  },
  {
    // Every quick solution has a page of its own, titled by its issue.
    path: `${CONTENT_KINDS["quick-solution"].permalinkBase}/:ref`,
    description: "A quick solution from Real Access.",
    title: `Quick solution${suffix}`,
    page: preloadable(() => import("./pages/quick-solution-page.tsx")),
    item: {
      path: quickSolutionPath,
      query: quickSolutionQuery,
      head: (item: QuickSolution, site) => ({
        title: `${item.issue}${suffix}`,
        description: quickSolutionDescription(item),
        jsonLd: quickSolutionJsonLd(site, item),
      }),
    },
  },
  {
    path: PAGE_PATHS.selfAssessment,
    description:
      "Check how accessible your business is in about fifteen minutes: plain questions, a score for each area, what to fix first and a draft access guide to publish.",
    // The first step's own title, as journeyTitle gives it (routes.test.ts holds the two together);
    // the journey, which this table must not load, titles every step after it.
    title: `Step 1 of 8: About your business | Self-assessment${suffix}`,
    page: preloadable(() => import("./pages/self-assessment-page.tsx")),
    query: ["from", ASSESSMENT_DELETED_PARAM],
    // "Update my answers" starts from earlier results, named by their token.
    prefetch: (search) => {
      const from = search.get("from");
      return from && ASSESSMENT_TOKEN_PATTERN.test(from) ? [assessmentQuery(from)] : [];
    },
    isPrivate: (search) => search.has("from"),
  },
  {
    path: PAGE_PATHS.selfAssessmentResults,
    description: "Your business's self-assessment results, what to do first and your draft guide.",
    title: `Your results | Self-assessment${suffix}`,
    page: preloadable(() => import("./pages/self-assessment-results-page.tsx")),
    prefetch: (_search, { token }) => (token ? [assessmentQuery(token)] : []),
    noindex: true,
    isPrivate: () => true,
  },
  {
    path: PAGE_PATHS.selfAssessmentDelete,
    description: "Delete your business's self-assessment results.",
    title: `Delete your results | Self-assessment${suffix}`,
    page: preloadable(() => import("./pages/self-assessment-delete-page.tsx")),
    noindex: true,
    isPrivate: () => true,
  },
  ...accessGuideRoutes,
  {
    path: PAGE_PATHS.about,
    description:
      "Who Real Access is, how we work and why practical accessibility matters to every organisation and everyone it serves.",
    title: `About Us${suffix}`,
    page: preloadable(() => import("./pages/about-page.tsx")),
  },
  {
    path: PAGE_PATHS.contact,
    description:
      "Ask an accessibility question, share a solution that worked or suggest a story. We read every message and reply in person.",
    title: `Contact${suffix}`,
    page: preloadable(() => import("./pages/contact-page.tsx")),
    // A message sent without JavaScript is confirmed at /contact?sent=1.
    query: [CONTACT_SENT_PARAM],
  },
  {
    path: PAGE_PATHS.feeds,
    description:
      "Follow Real Access in a feed reader: what a feed is, how to subscribe, and the addresses of our news, expert articles and community stories feeds.",
    title: `Follow us${suffix}`,
    page: preloadable(() => import("./pages/feeds-page.tsx")),
  },
  {
    path: PAGE_PATHS.book,
    description:
      "Real Access by Alex Morgan: a practical guide to accessibility for every business, with the poem at its heart.",
    title: `The Book${suffix}`,
    page: preloadable(() => import("./pages/book-page.tsx")),
    jsonLd: bookJsonLd,
  },
  {
    path: PAGE_PATHS.poem,
    description:
      "The nine-verse poem at the heart of the Real Access book, about doors, welcome and being seen.",
    title: `The Poem${suffix}`,
    page: preloadable(() => import("./pages/poem-page.tsx")),
  },
  {
    path: PAGE_PATHS.admin,
    description: "Sign-in for the Real Access editorial team.",
    title: `Admin${suffix}`,
    page: preloadable(() => import("./pages/admin-page.tsx")),
    query: [TAB_PARAM],
    noindex: true,
    // The team's door: never kept by a shared cache, so it is not served while the site is down.
    isPrivate: () => true,
  },
  {
    path: PAGE_PATHS.adminInvite,
    description: "Accept your invitation to the Real Access editorial team.",
    title: `Accept your invitation${suffix}`,
    page: preloadable(() => import("./pages/admin-invite-page.tsx")),
    noindex: true,
    isPrivate: () => true,
  },
  {
    path: PAGE_PATHS.accessibilityStatement,
    description:
      "How accessible this website is, the standard we aim for (WCAG 2.2 AA), what we know is not yet right and how to tell us about a problem.",
    title: `Accessibility Statement${suffix}`,
    page: preloadable(() => import("./pages/accessibility-statement-page.tsx")),
  },
  {
    path: PAGE_PATHS.accessibilityEvidence,
    description:
      "What our automated accessibility checks look at on every change, what they found when they last ran in full, what people check and what nobody has checked yet.",
    title: `How we check accessibility${suffix}`,
    page: preloadable(() => import("./pages/accessibility-evidence-page.tsx")),
  },
  {
    path: PAGE_PATHS.termsOfService,
    description:
      "The terms for using the Real Access website, sharing a community story and contacting us.",
    title: `Terms of Service${suffix}`,
    page: preloadable(() => import("./pages/terms-page.tsx")),
  },
  {
    path: PAGE_PATHS.privacyPolicy,
    description:
      "What the Real Access website stores about you, why, for how long, and your rights under UK data protection law.",
    title: `Privacy Policy${suffix}`,
    page: preloadable(() => import("./pages/privacy-page.tsx")),
  },
];

export const notFoundRoute: PageRoute = {
  path: "*",
  description: "Sorry, we could not find that page on Real Access.",
  title: `404 Page Not Found${suffix}`,
  page: preloadable(() => import("./pages/not-found-page.tsx")),
  noindex: true,
};

/** The parameters of `pathname` under a route path such as "/a/:token", or null if it differs. */
export function matchPath(path: string, pathname: string): RouteParams | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const want = path.split("/");
  const got = normalised.split("/");
  if (want.length !== got.length) return null;
  const params: RouteParams = {};
  for (const [index, part] of want.entries()) {
    const value = got[index] ?? "";
    if (part.startsWith(":")) {
      if (!value) return null;
      params[part.slice(1)] = decodeURIComponent(value);
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

export function matchRoute(pathname: string): PageRoute {
  return routes.find((route) => matchPath(route.path, pathname)) ?? notFoundRoute;
}
