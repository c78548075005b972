// The route table of SPEC §2: path, document title, the page module (loaded on demand, so each
// route is its own chunk) and the API data the server prefetches into the first HTML.
import { adviceTabFromSearch } from "./lib/advice-tabs.ts";
import { type PreloadablePage, preloadablePage } from "./lib/preloadable-page.tsx";

export interface PageRoute {
  path: string;
  title: string;
  page: PreloadablePage;
  /** Query keys (API paths) rendered into the first HTML, chosen from the URL's query string. */
  prefetch?: (search: URLSearchParams) => string[][];
  noindex?: boolean;
}

const suffix = " | Real Access";

export const routes: PageRoute[] = [
  {
    path: "/",
    title: "Real Access | Practical accessibility for businesses and everyone",
    page: preloadablePage(() => import("./pages/home-page.tsx")),
  },
  {
    path: "/news",
    title: `News${suffix}`,
    page: preloadablePage(() => import("./pages/news-page.tsx")),
  },
  {
    path: "/advice-and-solutions",
    title: `Advice & Solutions${suffix}`,
    page: preloadablePage(() => import("./pages/advice-and-solutions-page.tsx")),
    prefetch: (search) => {
      const tab = adviceTabFromSearch(search);
      if (tab === "expert-articles") return [["/api/advice/articles"]];
      if (tab === "quick-solutions") return [["/api/quick-solutions"]];
      return [];
    },
  },
  {
    path: "/about",
    title: `About Us${suffix}`,
    page: preloadablePage(() => import("./pages/about-page.tsx")),
  },
  {
    path: "/contact",
    title: `Contact${suffix}`,
    page: preloadablePage(() => import("./pages/contact-page.tsx")),
  },
  {
    path: "/book",
    title: `The Book${suffix}`,
    page: preloadablePage(() => import("./pages/book-page.tsx")),
  },
  {
    path: "/poem",
    title: `The Poem${suffix}`,
    page: preloadablePage(() => import("./pages/poem-page.tsx")),
  },
  {
    path: "/admin",
    title: `Admin${suffix}`,
    page: preloadablePage(() => import("./pages/admin-page.tsx")),
    noindex: true,
  },
  {
    path: "/accessibility-statement",
    title: `Accessibility Statement${suffix}`,
    page: preloadablePage(() => import("./pages/accessibility-statement-page.tsx")),
  },
  {
    path: "/terms-of-service",
    title: `Terms of Service${suffix}`,
    page: preloadablePage(() => import("./pages/terms-page.tsx")),
  },
  {
    path: "/privacy-policy",
    title: `Privacy Policy${suffix}`,
    page: preloadablePage(() => import("./pages/privacy-page.tsx")),
  },
];

export const notFoundRoute: PageRoute = {
  path: "*",
  title: `404 Page Not Found${suffix}`,
  page: preloadablePage(() => import("./pages/not-found-page.tsx")),
  noindex: true,
};

export function matchRoute(pathname: string): PageRoute {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return routes.find((route) => route.path === normalised) ?? notFoundRoute;
}
