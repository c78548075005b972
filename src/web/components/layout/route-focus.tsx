// ARCHITECTURE §8: on client navigation the title updates, focus moves to the new page's main
// heading and the change is announced. The first, server-rendered page keeps the browser's focus.
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { matchRoute } from "../../routes.ts";

interface RouteFocus {
  /** True once the visitor has navigated inside the app. */
  hasNavigated: () => boolean;
  announce: (message: string) => void;
}

const RouteFocusContext = createContext<RouteFocus>({
  hasNavigated: () => false,
  announce: () => {},
});

export function RouteFocusProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const firstLocation = useRef(location);
  const navigated = useRef(false);
  // Known during render, so the new page's heading sees it in its own mount effect.
  if (location !== firstLocation.current) navigated.current = true;
  const [announcement, setAnnouncement] = useState("");
  const value = useRef<RouteFocus>({
    hasNavigated: () => navigated.current,
    announce: setAnnouncement,
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
  const { hasNavigated, announce } = useContext(RouteFocusContext);
  const [location] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!hasNavigated()) return;
    const title = documentTitle ?? matchRoute(location).title;
    document.title = title;
    heading.current?.focus();
    announce(title);
  }, [hasNavigated, announce, location, documentTitle]);
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
