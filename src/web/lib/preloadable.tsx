import { type ComponentType, use } from "react";

export interface Preloadable<P extends object = Record<string, never>> {
  /** Loads the chunk; resolved once, then the component renders without suspending. */
  preload(): Promise<void>;
  Component: ComponentType<P>;
}

/**
 * Like React.lazy, but a component that has been preloaded renders synchronously. The server and
 * the browser preload the current route before rendering, so the first HTML holds the real page
 * (not a Suspense fallback) and hydration matches it; later navigations suspend while the chunk
 * loads. Dialogs use it too, to fetch their code ahead of the first tap.
 */
export function preloadable<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then((module) => {
      Loaded = module.default;
    });
    return pending;
  };
  // Made once per chunk at module load, never during a render, so its identity is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: one component per chunk, created once
  function Component(props: P) {
    if (!Loaded) use(preload());
    const Loading = Loaded as unknown as ComponentType<P>;
    return <Loading {...props} />;
  }
  return { preload, Component };
}
