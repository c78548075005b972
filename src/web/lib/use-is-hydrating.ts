import { startTransition, useEffect, useState } from "react";

// True on the server and while hydrating; false from a render React makes just after hydration.
// Then React Aria's collections (the Advice page's tabs) build their items again, and the header's
// no-JavaScript stand-ins (a <details> menu, a link for the settings) give way to their buttons.
//
// That render is asked for with startTransition, at low priority, so React makes it in slices the
// browser can answer between rather than in one long task (on the Advice page about 38 ms of CPU,
// four times that on Lighthouse's phone). The parts hydrated in one commit change in one update,
// so the tabs' list, tabs and panel, and the page's `data-hydrated` mark, change together. A part
// mounted later (after a link is followed) starts plain too and changes in an update of its own:
// it cannot tell whether it is being hydrated, and starting plain never mismatches the server.
// (React's name for these updates is kept out of the comments: Tailwind reads it as a class.)

// The parts waiting to change. The first to wait asks for one update, after this commit's effects
// (a microtask), that changes them all. Setting a part that has gone meanwhile does nothing.
const waiting = new Set<(hydrating: boolean) => void>();

export function useIsHydrating(): boolean {
  const [hydrating, setHydrating] = useState(true);
  useEffect(() => {
    if (hydrating && waiting.add(setHydrating).size === 1) {
      queueMicrotask(() =>
        startTransition(() => {
          for (const set of waiting) set(false);
          waiting.clear();
        }),
      );
    }
  }, [hydrating]);
  return hydrating;
}
