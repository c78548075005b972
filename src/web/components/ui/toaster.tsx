import { lazy, Suspense, useEffect, useState } from "react";
import { toastQueue } from "../../lib/toasts.ts";

const Toasts = lazy(() => import("./toast-region.tsx"));

/** Mounts the toast region once the first toast is queued, so pages without toasts skip its code. */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toastQueue.visibleToasts.length > 0) setNeeded(true);
    return toastQueue.subscribe(() => setNeeded(true));
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
