import { type ComponentType, use } from "react";

export interface Preloadable<P extends object = Record<string, never>> {
  /** Loads the chunk; resolved once, then the component renders without suspending. */
  preload(): Promise<void>;
  Component: ComponentType<P>;
  /** For a part of a page, the name that marks it in the server's HTML (see CHUNK_ATTRIBUTE). */
  name?: string;
}

/**
 * Marks, in the server's HTML, where a named chunk's component was rendered: the browser loads
 * that chunk before hydrating, so it hydrates the same HTML rather than a fallback.
 */
export const CHUNK_ATTRIBUTE = "data-chunk";

/** Named chunks, by name, from the modules loaded so far. */
const named = new Map<string, () => Promise<void>>();

/**
 * Like React.lazy, but a component that has been preloaded renders synchronously. The server and
 * the browser preload the current route before rendering, so the first HTML holds the real page
 * (not a Suspense fallback) and hydration matches it; later navigations suspend while the chunk
 * loads. Dialogs use it too, to fetch their code ahead of the first tap. A part of a page kept
 * out of its first load (a form) is given a `name`: the server renders it all the same, so it
 * works before and without JavaScript.
 */
export function preloadable<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  name?: string,
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
  if (name) named.set(name, preload);
  return { preload, Component, ...(name ? { name } : {}) };
}

/** The server: every named chunk of the modules loaded so far (each loads once per process). */
export const preloadNamedChunks = () => Promise.all([...named.values()].map((load) => load()));

/** The browser, before hydrating: the named chunks the server's HTML shows. */
export const preloadChunksShownIn = (root: ParentNode) =>
  Promise.all(
    [...root.querySelectorAll(`[${CHUNK_ATTRIBUTE}]`)].map((element) =>
      named.get(element.getAttribute(CHUNK_ATTRIBUTE) ?? "")?.(),
    ),
  );
