import { type ComponentType, use, useLayoutEffect } from "react";
import type { HydrationWait, waitUntilWanted } from "./hydrate-when-wanted.ts";

export interface Preloadable<P extends object = Record<string, never>> {
  /** Loads the chunk; resolved once, then the component renders without suspending. */
  preload(): Promise<void>;
  Component: ComponentType<P>;
  /** For a part of a page, the name that marks it in the server's HTML (see CHUNK_ATTRIBUTE). */
  name?: string;
}

/**
 * Marks, in the server's HTML, where a named chunk's component was rendered: the browser loads
 * that chunk before hydrating, so it hydrates the same HTML rather than a fallback, or, for a part
 * that hydrates when wanted, leaves that HTML as it is until then (hydrate-when-wanted.ts).
 */
export const CHUNK_ATTRIBUTE = "data-chunk";

interface NamedChunk {
  load: () => Promise<void>;
  /** For a part hydrated once wanted, rather than loaded before the page hydrates. */
  whenWanted?: typeof waitUntilWanted;
}

/** Named chunks, by name, from the modules loaded so far. */
const named = new Map<string, NamedChunk>();
/** The named parts in the server's HTML still waiting to be wanted, by name. */
const waits = new Map<string, HydrationWait>();

/**
 * Like React.lazy, but a component that has been preloaded renders synchronously. The server and
 * the browser preload the current route before rendering, so the first HTML holds the real page
 * (not a Suspense fallback) and hydration matches it; later navigations suspend while the chunk
 * loads. Dialogs use it too, to fetch their code ahead of the first tap. A part of a page kept
 * out of its first load (a form) is given a `name`: the server renders it all the same, so it
 * works before and without JavaScript. Given `whenWanted` (hydrate-when-wanted.ts's waitUntilWanted,
 * passed in by the page so that only its pages load it) and a Suspense boundary around it, the
 * browser hydrates it only once it is wanted, so the page's hydration is spared it too.
 */
export function preloadable<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  name?: string,
  { whenWanted }: { whenWanted?: typeof waitUntilWanted } = {},
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
    const wait = name ? waits.get(name) : undefined;
    useLayoutEffect(() => {
      if (!wait) return;
      waits.delete(name ?? "");
      wait.hydrated();
    }, [wait]);
    // While the server's copy is in the page, its hydration waits until it is wanted; once that
    // copy has gone (the tab was changed), a new one loads at once. The `use` comes after every
    // hook: when the chunk arrives while React waits on it, React replays this render, and there
    // `Loaded` is set so `use` is skipped. A hook after it would then be asked for as an update of
    // a hook never mounted, and React throws ("Update hook called on initial render", #467), then
    // renders the whole root again (#520 in the console: the settings panel opened after a reload).
    if (!Loaded) use(wait?.element.isConnected ? wait.loaded : preload());
    const Loading = Loaded as unknown as ComponentType<P>;
    return <Loading {...props} />;
  }
  if (name) named.set(name, { load: preload, whenWanted });
  return { preload, Component, ...(name ? { name } : {}) };
}

/** The server: every named chunk of the modules loaded so far (each loads once per process). */
export const preloadNamedChunks = () =>
  Promise.all([...named.values()].map((chunk) => chunk.load()));

/**
 * The browser, before hydrating: the named chunks the server's HTML shows are loaded, except
 * those of parts that hydrate when wanted, which are left as the server's HTML until then.
 */
export function preloadChunksShownIn(root: ParentNode) {
  const loads: Promise<void>[] = [];
  for (const element of root.querySelectorAll(`[${CHUNK_ATTRIBUTE}]`)) {
    const name = element.getAttribute(CHUNK_ATTRIBUTE) ?? "";
    const chunk = named.get(name);
    if (chunk?.whenWanted) waits.set(name, chunk.whenWanted(element, chunk.load));
    else if (chunk) loads.push(chunk.load());
  }
  return Promise.all(loads);
}
