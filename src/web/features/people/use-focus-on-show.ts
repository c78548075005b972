// Moves focus to a heading when what it names appears (a new invitation link, a new token), so
// a screen reader says it at once. Two frames: after a closing dialog has handed focus back to
// its trigger, as focus-after-removal.ts waits too.
import { useEffect, useRef } from "react";

/** Attach the ref to a heading with tabIndex -1; focus moves there whenever `shown` changes. */
export function useFocusOnShow<T extends HTMLElement>(shown: unknown) {
  const target = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new `shown` is a new result to announce
  useEffect(() => {
    let live = true;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (live) target.current?.focus();
      }),
    );
    return () => {
      live = false;
    };
  }, [shown]);
  return target;
}
