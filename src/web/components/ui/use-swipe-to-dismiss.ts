// Toasts have a swipe threshold of 50 px. On a touch screen a toast follows the finger
// sideways, and is dismissed when let go at least that far from where it was touched.
import { type PointerEvent, useRef, useState } from "react";

export const SWIPE_THRESHOLD_PX = 50;

export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const finish = (event: PointerEvent, dismiss: boolean) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setOffset(0);
    if (dismiss && Math.abs(distance) >= SWIPE_THRESHOLD_PX) onDismiss();
  };

  return {
    // Vertical moves still scroll the page; sideways ones come here.
    style: { touchAction: "pan-y", transform: offset ? `translateX(${offset}px)` : undefined },
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "touch") {
        start.current = { pointerId: event.pointerId, x: event.clientX };
      }
    },
    onPointerMove: (event: PointerEvent) => {
      if (start.current?.pointerId === event.pointerId) {
        setOffset(event.clientX - start.current.x);
      }
    },
    onPointerUp: (event: PointerEvent) => finish(event, true),
    onPointerCancel: (event: PointerEvent) => finish(event, false),
  };
}
