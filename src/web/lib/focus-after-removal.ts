// When an action removes the item that held focus (a story approved out of Pending, a row
// deleted), focus would fall to <body> and the next Tab would start at the top of the page
// (WCAG 2.4.3). The target is chosen before the action, while the list is still whole: the next
// remaining item, else the previous one, else a fallback such as the list's heading. Focus moves
// there once the action is done and any dialog has closed and handed focus back.
//
// Items are marked with data-item-id; the element to focus inside one with data-item-focus
// (a heading with tabIndex -1 reads the item's name first).

import { useRef } from "react";

export function focusAfterRemoval(
  list: HTMLElement | null,
  removedIds: readonly (number | string)[],
  fallback: HTMLElement | null,
): () => void {
  const items = list ? [...list.querySelectorAll<HTMLElement>("[data-item-id]")] : [];
  const removed = new Set(removedIds.map(String));
  const isKept = (item: HTMLElement) => !removed.has(item.dataset.itemId ?? "");
  const first = items.findIndex((item) => !isKept(item));
  const next =
    first < 0
      ? undefined
      : (items.slice(first + 1).find(isKept) ?? items.slice(0, first).reverse().find(isKept));
  const target = next?.querySelector<HTMLElement>("[data-item-focus]") ?? null;
  return () => focusWhenSettled(() => (target?.isConnected ? target : fallback));
}

/**
 * Focuses an element once the page has settled after an action: two frames, after React has
 * removed what went and a closing dialog has handed focus back to its trigger (perhaps gone).
 */
export function focusWhenSettled(element: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => requestAnimationFrame(() => element()?.focus()));
}

/**
 * focusAfterRemoval for a component: attach `list` and `fallback`, call `removing(ids)` just
 * before an action that removes items, and `removed()` once it has succeeded. An action that keeps
 * its item calls `keep()`, so an earlier failed removal's target is not used.
 */
export function useFocusAfterRemoval<List extends HTMLElement, Fallback extends HTMLElement>() {
  const list = useRef<List>(null);
  const fallback = useRef<Fallback>(null);
  const pending = useRef<(() => void) | null>(null);
  return {
    list,
    fallback,
    removing: (ids: readonly (number | string)[]) => {
      pending.current = focusAfterRemoval(list.current, ids, fallback.current);
    },
    removed: () => {
      pending.current?.();
      pending.current = null;
    },
    keep: () => {
      pending.current = null;
    },
  };
}
