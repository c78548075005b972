import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "wouter";
import { Logo } from "./logo.tsx";
import { NavLinks } from "./nav-links.tsx";

// The slide-out menu's code is fetched the first time it is opened.
const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="border-line border-b bg-page">
      <div className="site-header-row mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        {/* A box of its own, so the logo's link keeps its width when the box takes a full row. */}
        <div className="site-header-logo flex">
          <Logo />
        </div>
        <nav aria-label="Main" className="site-nav hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks itemClassName="" />
          </ul>
        </nav>
        <div className="site-header-actions flex items-center gap-2">
          <Link
            href="/contact"
            className="hidden rounded-md bg-accent px-4 py-2.5 font-bold text-on-accent hover:bg-accent-strong sm:inline-block"
          >
            Get Started
          </Link>
          <button
            ref={menuButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
            className="flex min-h-11 items-center gap-2 rounded-md border-2 border-line px-3 font-semibold lg:hidden"
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5">
              <path stroke="currentColor" strokeWidth="2" d="M2 5h16M2 10h16M2 15h16" />
            </svg>
            Menu
          </button>
        </div>
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
