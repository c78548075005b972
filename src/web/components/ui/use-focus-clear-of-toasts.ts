// WCAG 2.4.11 Focus Not Obscured: a toast sits over the page for five seconds, and a keyboard user
// tabbing on meanwhile could land on a control hidden beneath it. While a toast shows,
// --toast-clearance holds the height it covers: the page's bottom scroll padding grows to it, so
// the browser scrolls each newly focused control clear of the toast, and the body gains as much
// bottom padding, so even the footer's last links can scroll above it (styles.css). A toast that
// arrives while a field already has focus (a save's "Saved" while the caret is in the text) must
// not sit over it either: the field is scrolled clear, or, when it is too tall for that, the
// toasts move to the top of the window for as long as they show.
import { type RefObject, useEffect } from "react";
import { toastQueue } from "../../lib/toasts.ts";

const GAP_PX = 8;
const CLEARANCE = "--toast-clearance";

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right + GAP_PX &&
  b.left < a.right + GAP_PX &&
  a.top < b.bottom + GAP_PX &&
  b.top < a.bottom + GAP_PX;

/** Moves the focused field, or else the toasts, so that neither covers the other. */
function keepFocusedFieldClear(toasts: HTMLElement) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  if (toasts.contains(focused) || toasts.dataset.placement === "top") return;
  const place = toasts.getBoundingClientRect();
  if (!overlaps(focused.getBoundingClientRect(), place)) return;
  if (focused.offsetHeight < place.top - GAP_PX) {
    focused.scrollIntoView({ block: "nearest" });
    if (!overlaps(focused.getBoundingClientRect(), place)) return;
  }
  toasts.dataset.placement = "top";
}

export function useFocusClearOfToasts(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      // Measure after React has drawn or removed the toast.
      frame = requestAnimationFrame(() => {
        const top = region.current?.getBoundingClientRect().top;
        if (toastQueue.visibleToasts.length === 0 || top === undefined || !region.current) {
          root.style.removeProperty(CLEARANCE);
          delete region.current?.dataset.placement;
        } else {
          root.style.setProperty(CLEARANCE, `${window.innerHeight - top + GAP_PX}px`);
          keepFocusedFieldClear(region.current);
        }
      });
    };
    const unsubscribe = toastQueue.subscribe(update);
    window.addEventListener("resize", update);
    // A toast grows after it arrives (a status gets its words a moment later): measure again.
    const resized = new ResizeObserver(update);
    if (region.current) resized.observe(region.current);
    update();
    return () => {
      unsubscribe();
      resized.disconnect();
      window.removeEventListener("resize", update);
      cancelAnimationFrame(frame);
      root.style.removeProperty(CLEARANCE);
    };
  }, [region]);
}
