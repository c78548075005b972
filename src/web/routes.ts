// The route table of SPEC §2: path, document title, the page module (loaded on demand, so each
// route is its own chunk) and the API data the server prefetches into the first HTML.
import type { ComponentType } from "react";

export interface PageRoute {
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Query keys (API paths) rendered into the first HTML. */
  prefetch?: string[][];
  noindex?: boolean;
}

const suffix = " | Real Access";

export const routes: PageRoute[] = [
  {
    path: "/",
    title: "Real Access | Practical accessibility for businesses and everyone",
    load: () => import("./pages/home-page.tsx"),
  },
  { path: "/news", title: `News${suffix}`, load: () => import("./pages/news-page.tsx") },
  {
    path: "/advice-and-solutions",
    title: `Advice & Solutions${suffix}`,
    load: () => import("./pages/advice-and-solutions-page.tsx"),
    prefetch: [["/api/quick-solutions"]],
  },
  { path: "/about", title: `About Us${suffix}`, load: () => import("./pages/about-page.tsx") },
  { path: "/contact", title: `Contact${suffix}`, load: () => import("./pages/contact-page.tsx") },
  { path: "/book", title: `The Book${suffix}`, load: () => import("./pages/book-page.tsx") },
  { path: "/poem", title: `The Poem${suffix}`, load: () => import("./pages/poem-page.tsx") },
  {
    path: "/admin",
    title: `Admin${suffix}`,
    load: () => import("./pages/admin-page.tsx"),
    noindex: true,
  },
  {
    path: "/accessibility-statement",
    title: `Accessibility Statement${suffix}`,
    load: () => import("./pages/accessibility-statement-page.tsx"),
  },
  {
    path: "/terms-of-service",
    title: `Terms of Service${suffix}`,
    load: () => import("./pages/terms-page.tsx"),
  },
  {
    path: "/privacy-policy",
    title: `Privacy Policy${suffix}`,
    load: () => import("./pages/privacy-page.tsx"),
  },
];

export const notFoundRoute: PageRoute = {
  path: "*",
  title: `404 Page Not Found${suffix}`,
  load: () => import("./pages/not-found-page.tsx"),
  noindex: true,
};

export function matchRoute(pathname: string): PageRoute {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return routes.find((route) => route.path === normalised) ?? notFoundRoute;
}
