// WCAG 2.4.11 Focus Not Obscured: a toast sits over the page for five seconds, and a keyboard user
// tabbing on meanwhile could land on a control hidden beneath it. While a toast shows,
// --toast-clearance holds the height it covers: the page's bottom scroll padding grows to it, so
// the browser scrolls each newly focused control clear of the toast, and the body gains as much
// bottom padding, so even the footer's last links can scroll above it (styles.css).
import { type RefObject, useEffect } from "react";
import { toastQueue } from "../../lib/toasts.ts";

const GAP_PX = 8;
const CLEARANCE = "--toast-clearance";

export function useFocusClearOfToasts(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      // Measure after React has drawn or removed the toast.
      frame = requestAnimationFrame(() => {
        const top = region.current?.getBoundingClientRect().top;
        if (toastQueue.visibleToasts.length === 0 || top === undefined) {
          root.style.removeProperty(CLEARANCE);
        } else {
          root.style.setProperty(CLEARANCE, `${window.innerHeight - top + GAP_PX}px`);
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
