// Toasts (docs/product.md#toasts): at most one at a time, shown for 5000 ms. The queue is tiny and
// always loaded; the region that displays toasts is loaded with the first toast.
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

export interface ToastContent {
  title: string;
  description?: string;
  /** A failure ("error") is announced at once, as an alert; any other toast politely, as a status. */
  variant?: "success" | "error";
}

export const TOAST_TIMEOUT_MS = 5000;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/** Shows a toast, replacing any shown before it (one at a time). */
export function toast(content: ToastContent) {
  for (const shown of [...toastQueue.visibleToasts]) toastQueue.close(shown.key);
  return toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS });
}
