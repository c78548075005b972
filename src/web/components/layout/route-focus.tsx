// On client navigation (docs/product.md#ground-rules-for-every-page) the title updates, focus moves
// to the new page's main heading and the change is announced. The first, server-rendered page keeps
// the browser's focus.
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";

interface RouteFocus {
  /** True once the visitor has navigated inside the app. */
  hasNavigated: () => boolean;
  announce: (message: string) => void;
  /** The document title of the route at `path`. */
  titleFor: (path: string) => string;
}

const RouteFocusContext = createContext<RouteFocus>({
  hasNavigated: () => false,
  announce: () => {},
  titleFor: () => document.title,
});

/** `titleFor` comes from the route table (app.tsx), which components never import: the table
 * loads every page, and the pages load these components. */
export function RouteFocusProvider({
  children,
  titleFor,
}: {
  children: ReactNode;
  titleFor: (path: string) => string;
}) {
  const [location] = useLocation();
  const firstLocation = useRef(location);
  const navigated = useRef(false);
  // Known during render, so the new page's heading sees it in its own mount effect.
  if (location !== firstLocation.current) navigated.current = true;
  const [announcement, setAnnouncement] = useState("");
  const value = useRef<RouteFocus>({
    hasNavigated: () => navigated.current,
    announce: setAnnouncement,
    titleFor,
  }).current;

  return (
    <RouteFocusContext.Provider value={value}>
      {children}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </RouteFocusContext.Provider>
  );
}

/** The page's main heading: the target of focus after a client navigation. */
export function PageHeading({
  children,
  className,
  id,
  documentTitle,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
  /** The document's title when it is the page's own (an article's), not the route's. */
  documentTitle?: string;
}) {
  const { hasNavigated, announce, titleFor } = useContext(RouteFocusContext);
  const [location] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!hasNavigated()) return;
    const title = documentTitle ?? titleFor(location);
    document.title = title;
    heading.current?.focus();
    announce(title);
  }, [hasNavigated, announce, titleFor, location, documentTitle]);
  return (
    <h1
      ref={heading}
      id={id}
      tabIndex={-1}
      className={className ?? "font-bold text-3xl leading-tight sm:text-4xl"}
    >
      {children}
    </h1>
  );
}
