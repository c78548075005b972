import { type ReactNode, Suspense, useEffect, useState } from "react";

/**
 * Renders `children` only in the browser, after hydration; the server (and the first client
 * render) show `fallback`. For parts that need JavaScript anyway and whose code is lazy-loaded,
 * so they cost nothing on first load and cannot cause a hydration mismatch.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
