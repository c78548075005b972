// On client navigation (docs/product.md#ground-rules-for-every-page) the title updates, focus moves
// to the new page's main heading and the change is announced. The first, server-rendered page keeps
// the browser's focus. The page's title is the one thing said: until the visitor next presses a key
// or the pointer, the new page's own statuses ("Loading quick solutions…", "49 solutions found")
// stay quiet (useStatusRole), where they were read out over the title.
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";

interface RouteFocus {
  /** True once the visitor has navigated inside the app. */
  hasNavigated: () => boolean;
  announce: (message: string) => void;
  /** The document title of the route at `path`. */
  titleFor: (path: string) => string;
}

/** True from a client navigation until the visitor's next key or pointer press. */
const QuietContext = createContext(false);

/**
 * The role for a live status: "status", or none while a page change is being announced. A region
 * that becomes a status later still speaks its changes from then on.
 */
export const useStatusRole = () => (useContext(QuietContext) ? undefined : "status");

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
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (location === firstLocation.current && !navigated.current) return;
    setQuiet(true);
    const speak = () => setQuiet(false);
    const options = { capture: true, once: true } as const;
    window.addEventListener("keydown", speak, options);
    window.addEventListener("pointerdown", speak, options);
    return () => {
      window.removeEventListener("keydown", speak, options);
      window.removeEventListener("pointerdown", speak, options);
    };
  }, [location]);
  const value = useRef<RouteFocus>({
    hasNavigated: () => navigated.current,
    announce: setAnnouncement,
    titleFor,
  }).current;

  return (
    <RouteFocusContext.Provider value={value}>
      <QuietContext.Provider value={quiet}>{children}</QuietContext.Provider>
      {/* A new text node each time (the key), not the old one edited: every reader, virtual
          ones too, sees the words arrive. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        <span key={announcement}>{announcement}</span>
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
