// The Menu button needs JavaScript, so without it (or before it has arrived) About, The
// Poem and The Book could not be reached on a phone. The server sends this native disclosure
// instead: the same-looking "Menu" opens the main links below the header. Once the page has
// hydrated, the header swaps it for the button and its slide-out dialog (site-header.tsx).
import type { Ref, SyntheticEvent } from "react";
import { Link } from "wouter";
import { CloseIcon } from "../ui/close-icon.tsx";
import { MenuIcon } from "./menu-icon.tsx";
import { NavLinks } from "./nav-links.tsx";

interface MenuWithoutScriptProps {
  ref: Ref<HTMLDetailsElement>;
  /** The Menu button's id, so focus on one moves to the other when they swap. */
  id: string;
  /** The Menu button's look. */
  className: string;
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  /** A link was followed (with JavaScript, the page changes without a reload). */
  onNavigate: () => void;
}

export function MenuWithoutScript({
  ref,
  id,
  className,
  onToggle,
  onNavigate,
}: MenuWithoutScriptProps) {
  return (
    <details ref={ref} onToggle={onToggle} className="group lg:hidden">
      <summary
        id={id}
        className={`${className} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <span className="group-open:hidden">
          <MenuIcon />
        </span>
        <span className="hidden size-5 place-items-center group-open:grid">
          <CloseIcon />
        </span>
        Menu
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-line border-b-2 bg-page px-edge-4 py-4 text-ink shadow-2xl">
        <nav aria-label="Main menu" className="mx-auto max-w-6xl">
          <ul className="flex flex-col gap-1">
            <NavLinks onNavigate={onNavigate} itemClassName="" />
          </ul>
        </nav>
        <Link
          href="/contact"
          onClick={onNavigate}
          className="mx-auto mt-4 block max-w-6xl rounded-md bg-accent px-4 py-3 text-center font-bold text-on-accent"
        >
          Get Started
        </Link>
      </div>
    </details>
  );
}
