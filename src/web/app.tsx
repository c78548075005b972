import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PromoBanner } from "./components/layout/promo-banner.tsx";
import { RouteFocusProvider } from "./components/layout/route-focus.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { MAIN_ID, SkipLink } from "./components/layout/skip-link.tsx";
import { notFoundRoute, routes } from "./routes.ts";

const pages = routes.map((route) => ({ path: route.path, Page: lazy(route.load) }));
const NotFoundPage = lazy(notFoundRoute.load);

function PageLoading() {
  return (
    <p role="status" className="py-16 text-center text-muted">
      Loading the page…
    </p>
  );
}

/** SPEC §2 layout: skip link, promotional banner, header, main area, footer. */
export function App() {
  return (
    <RouteFocusProvider>
      <SkipLink />
      <PromoBanner />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path}>
                <Page />
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </main>
      <SiteFooter />
    </RouteFocusProvider>
  );
}
