import { Suspense, useEffect } from "react";
import { Route, Switch } from "wouter";
import { PromoBanner } from "./components/layout/promo-banner.tsx";
import { RouteFocusProvider } from "./components/layout/route-focus.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { MAIN_ID, SkipLinks } from "./components/layout/skip-link.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { SettingsTrigger } from "./features/accessibility-settings/settings-trigger.tsx";
import { useIsHydrating } from "./lib/use-is-hydrating.ts";
import { matchRoute, notFoundRoute, routes } from "./routes.ts";

const titleOf = (path: string) => matchRoute(path).title;

const NotFoundPage = notFoundRoute.page.Component;

/** Seen, not said: the page's title is announced when it arrives (route-focus.tsx). */
function PageLoading() {
  return <p className="py-16 text-center text-muted">Loading the page…</p>;
}

/** Lets tests (and curious developers) know the page is interactive and settled. */
function MarkHydrated() {
  const isHydrating = useIsHydrating();
  useEffect(() => {
    if (!isHydrating) document.documentElement.dataset.hydrated = "true";
  }, [isHydrating]);
  return null;
}

/**
 * The page, as one element for the app's life. React hydrates a Suspense boundary's content apart
 * from the layout, in slices the browser can answer between; had the layout's render just after
 * hydrating (useIsHydrating) given the boundary new props, React would have had to hydrate the
 * whole page at once, in one long task (most of the Advice page's blocking time: decision 015).
 */
const PAGE = (
  <Suspense fallback={<PageLoading />}>
    <Switch>
      {routes.map(({ path, page: { Component } }) => (
        <Route key={path} path={path}>
          <Component />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
    <MarkHydrated />
  </Suspense>
);

/**
 * The layout (docs/product.md#layout): skip links, promotional banner, header, main area, footer,
 * and the settings button: in the header on narrow screens, floating at the bottom right on wide
 * ones.
 */
export function App() {
  return (
    <RouteFocusProvider titleFor={titleOf}>
      <SkipLinks />
      <PromoBanner />
      <SiteHeader settings={<SettingsTrigger />} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="clear-of-settings-button mx-auto w-full max-w-6xl flex-1 px-edge-4 py-8 outline-none"
      >
        {PAGE}
      </main>
      <SiteFooter />
      <Toaster />
    </RouteFocusProvider>
  );
}
