// Toasts (docs/product.md#toasts): React Aria's region pauses their timers while hovered or
// focused, and F8 moves focus to them. On touch screens a sideways swipe dismisses one. React Aria
// makes every toast an alert dialog around an alert; only a failure is urgent, so any
// other toast is a non-modal dialog around a status, which a screen reader reads when it is free.
import { useEffect, useRef, useState } from "react";
import {
  Button,
  type QueuedToast,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import { type ToastContent as Content, toastQueue } from "../../lib/toasts.ts";
import { CloseIcon } from "./close-icon.tsx";
import { useFocusClearOfToasts } from "./use-focus-clear-of-toasts.ts";
import { useSwipeToDismiss } from "./use-swipe-to-dismiss.ts";

export default function Toasts() {
  const region = useRef<HTMLDivElement>(null);
  useFocusClearOfToasts(region);
  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      const first = region.current?.querySelector<HTMLElement>("[data-toast]");
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    window.addEventListener("keydown", focusOnF8);
    return () => window.removeEventListener("keydown", focusOnF8);
  }, []);

  return (
    <ToastRegion<Content>
      ref={region}
      queue={toastQueue}
      aria-label="Notifications (F8)"
      className="fixed right-4 bottom-24 z-50 flex data-[placement=top]:top-4 data-[placement=top]:bottom-auto w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
    >
      {({ toast }) => <SwipeableToast toast={toast} />}
    </ToastRegion>
  );
}

/**
 * A polite live region is read when its words change, and often not when it arrives already
 * filled (NVDA, JAWS): a status toast's words are said by a hidden status that arrives empty and
 * is filled a moment later, while the visible words (which name the dialog) are there at once.
 * An alert is read as it arrives.
 */
const POLITE_WORDS_AFTER_MS = 100;

function SwipeableToast({ toast }: { toast: QueuedToast<Content> }) {
  const swipe = useSwipeToDismiss(() => toastQueue.close(toast.key));
  const isFailure = toast.content.variant === "error";
  const [hasWords, setHasWords] = useState(isFailure);
  useEffect(() => {
    if (hasWords) return;
    const timer = window.setTimeout(() => setHasWords(true), POLITE_WORDS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [hasWords]);
  return (
    <Toast
      toast={toast}
      {...swipe}
      data-toast=""
      render={isFailure ? undefined : (props) => <div {...props} role="dialog" />}
      className={`flex items-start gap-3 rounded-xl border-2 bg-page p-4 text-ink shadow-xl ${
        isFailure ? "border-danger" : "border-accent"
      }`}
    >
      <ToastContent role={isFailure ? "alert" : "none"} className="flex flex-1 flex-col gap-1">
        <Text slot="title" className="font-bold" aria-hidden={isFailure ? undefined : true}>
          {toast.content.title}
        </Text>
        {toast.content.description && (
          <Text slot="description" aria-hidden={isFailure ? undefined : true}>
            {toast.content.description}
          </Text>
        )}
        {!isFailure && (
          <span role="status" className="sr-only">
            {hasWords && [toast.content.title, toast.content.description].filter(Boolean).join(" ")}
          </span>
        )}
      </ToastContent>
      <Button
        slot="close"
        aria-label="Close notification"
        className="grid size-8 shrink-0 place-items-center rounded-md hover:bg-surface"
      >
        <CloseIcon />
      </Button>
    </Toast>
  );
}
