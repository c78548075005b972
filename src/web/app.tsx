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

/**
 * The layout (docs/product.md#layout): skip links, promotional banner, header, main area, footer,
 * and the settings button: in the header on narrow screens, floating at the bottom right on wide
 * ones.
 */
export function App() {
  const isHydrating = useIsHydrating();
  useEffect(() => {
    // Lets tests (and curious developers) know the page is interactive and settled.
    if (!isHydrating) document.documentElement.dataset.hydrated = "true";
  }, [isHydrating]);
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
        </Suspense>
      </main>
      <SiteFooter />
      <Toaster />
    </RouteFocusProvider>
  );
}
