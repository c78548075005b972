import { type ComponentType, use } from "react";

export interface PreloadablePage {
  /** Loads the page's chunk; resolved once, then the page renders without suspending. */
  preload(): Promise<void>;
  Component: ComponentType;
}

/**
 * Like React.lazy, but a page that has been preloaded renders synchronously. The server and the
 * browser preload the current route before rendering, so the first HTML holds the real page (not
 * a Suspense fallback) and hydration matches it; later navigations suspend while the chunk loads.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then((module) => {
      Loaded = module.default;
    });
    return pending;
  };
  // Made once per route at module load, never during a render, so its identity is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: one component per route, created once
  function Component() {
    if (!Loaded) use(preload());
    const Page = Loaded as unknown as ComponentType;
    return <Page />;
  }
  return { preload, Component };
}
