import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { preloadable } from "../../lib/preloadable.tsx";
import { useIsHydrating } from "../../lib/use-is-hydrating.ts";
import { whenIdle } from "../../lib/when-idle.ts";
import { OpeningOverlay } from "../ui/opening-overlay.tsx";
import { Logo } from "./logo.tsx";
import { MenuIcon } from "./menu-icon.tsx";
import { MenuWithoutScript } from "./menu-without-script.tsx";
import type { MobileMenuProps } from "./mobile-menu.tsx";
import { NavLinks } from "./nav-links.tsx";

// The slide-out menu's code is not in the first load: wide screens never need it.
const mobileMenu = preloadable<MobileMenuProps>(() => import("./mobile-menu.tsx"));
/** Where the Menu button shows: below Tailwind's lg breakpoint. */
const NARROW_SCREEN = "(max-width: 63.999rem)";
/** Shared by the Menu button and its no-JavaScript stand-in, so focus survives their swap. */
const MENU_BUTTON_ID = "site-menu-button";
const MENU_BUTTON_CLASS =
  "flex min-h-11 items-center gap-2 rounded-md border-2 border-line px-3 font-semibold lg:hidden";

/**
 * `settings`: the Accessibility Settings button (a feature of its own, so passed in). It sits
 * among the header's actions on narrow screens, where floating it covered the text,
 * and floats at the bottom right from the lg breakpoint (docs/product.md#header).
 */
export function SiteHeader({ settings }: { settings: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Until the page has hydrated (and for good without JavaScript) Menu is a native disclosure.
  // One opened before the scripts arrived stays until it is closed, rather than vanish under
  // the visitor's finger; this reads it in the hydrating commit, before the swap.
  const isHydrating = useIsHydrating();
  const menuWithoutScript = useRef<HTMLDetailsElement>(null);
  const [keepMenuWithoutScript, setKeepMenuWithoutScript] = useState(false);
  useLayoutEffect(() => {
    if (menuWithoutScript.current?.open) setKeepMenuWithoutScript(true);
  }, []);

  // On a narrow screen, fetch the menu while the page is idle, so the first tap opens it at once
  // even on a slow connection. Elsewhere a hover or focus on the button starts the fetch.
  useEffect(() => {
    if (window.matchMedia(NARROW_SCREEN).matches) return whenIdle(mobileMenu.preload);
  }, []);

  return (
    <header className="relative border-line border-b bg-page print:hidden">
      {/* Below lg, a screen too narrow for the logo beside the settings and Menu buttons (320 px)
          puts the buttons on a row of their own, at the right, rather than squeeze the tagline
          into a word a line. From lg, the links and Get Started move under the logo together
          when the three do not fit on one row (below about 1200 px since the self-assessment
          joined the links, or with wider fonts or larger text), rather than break labels over
          two lines or leave Get Started on a row of its own. */}
      <div className="site-header-row mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-edge-4 py-3">
        {/* A box of its own, so the logo's link keeps its width when the box takes a full row. */}
        <div className="site-header-logo flex max-lg:grow max-lg:basis-44">
          <Logo />
        </div>
        <div className="flex grow flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <nav aria-label="Main" className="site-nav hidden lg:block">
            <ul className="flex flex-wrap items-center gap-1 [&_a]:whitespace-nowrap">
              <NavLinks itemClassName="" />
            </ul>
          </nav>
          {/* The buttons may wrap, Menu under Accessibility Settings, when text at 200 % makes
              the two wider than a 320 px screen (WCAG 1.4.10). */}
          <div className="site-header-actions ml-auto flex flex-wrap items-center justify-end gap-2">
            <Link
              href="/contact"
              className="hidden rounded-md bg-accent px-4 py-2.5 font-bold text-on-accent hover:bg-accent-strong sm:inline-block"
            >
              Get Started
            </Link>
            {settings}
            {isHydrating || keepMenuWithoutScript ? (
              <MenuWithoutScript
                ref={menuWithoutScript}
                id={MENU_BUTTON_ID}
                className={MENU_BUTTON_CLASS}
                onToggle={(event) => {
                  if (!event.currentTarget.open) setKeepMenuWithoutScript(false);
                }}
                onNavigate={() => setKeepMenuWithoutScript(false)}
              />
            ) : (
              <button
                ref={menuButton}
                id={MENU_BUTTON_ID}
                type="button"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onPointerEnter={mobileMenu.preload}
                onFocus={mobileMenu.preload}
                onClick={() => {
                  setMenuRequested(true);
                  setMenuOpen(true);
                }}
                className={MENU_BUTTON_CLASS}
              >
                <MenuIcon />
                Menu
              </button>
            )}
          </div>
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
