import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { preloadable } from "../../lib/preloadable.tsx";
import { whenIdle } from "../../lib/when-idle.ts";
import { OpeningOverlay } from "../ui/opening-overlay.tsx";
import { Logo } from "./logo.tsx";
import type { MobileMenuProps } from "./mobile-menu.tsx";
import { NavLinks } from "./nav-links.tsx";

// The slide-out menu's code is not in the first load: wide screens never need it.
const mobileMenu = preloadable<MobileMenuProps>(() => import("./mobile-menu.tsx"));
/** Where the Menu button shows: below Tailwind's lg breakpoint. */
const NARROW_SCREEN = "(max-width: 63.999rem)";

/**
 * `settings`: the Accessibility Settings button (a feature of its own, so passed in). It sits
 * among the header's actions on narrow screens, where floating it covered the text (issue 19),
 * and floats at the bottom right from the lg breakpoint (docs/product.md#header).
 */
export function SiteHeader({ settings }: { settings: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // On a narrow screen, fetch the menu while the page is idle, so the first tap opens it at once
  // even on a slow connection. Elsewhere a hover or focus on the button starts the fetch.
  useEffect(() => {
    if (window.matchMedia(NARROW_SCREEN).matches) return whenIdle(mobileMenu.preload);
  }, []);

  return (
    <header className="border-line border-b bg-page print:hidden">
      {/* Below lg, a screen too narrow for the logo beside the settings and Menu buttons (320 px)
          puts the buttons on a row of their own, at the right, rather than squeeze the tagline
          into a word a line. */}
      <div className="site-header-row mx-auto flex max-w-6xl items-center justify-between gap-x-4 gap-y-2 px-4 py-3 max-lg:flex-wrap">
        {/* A box of its own, so the logo's link keeps its width when the box takes a full row. */}
        <div className="site-header-logo flex max-lg:grow max-lg:basis-44">
          <Logo />
        </div>
        <nav aria-label="Main" className="site-nav hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks itemClassName="" />
          </ul>
        </nav>
        <div className="site-header-actions ml-auto flex items-center gap-2">
          <Link
            href="/contact"
            className="hidden rounded-md bg-accent px-4 py-2.5 font-bold text-on-accent hover:bg-accent-strong sm:inline-block"
          >
            Get Started
          </Link>
          {settings}
          <button
            ref={menuButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={mobileMenu.preload}
            onFocus={mobileMenu.preload}
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
        <Suspense fallback={menuOpen && <OpeningOverlay label="Opening the menu…" />}>
          <mobileMenu.Component isOpen={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
