import { Link } from "wouter";
import { BRAND } from "../../../shared/site.ts";

export function Logo() {
  return (
    // Named once: read from its text, the name was the brand, then the tagline that
    // repeats it ("Real Access Real Access Real Solutions"), and never said where it goes. Named
    // from its words, not by aria-label, so the name holds the words it shows first
    // (WCAG 2.5.3): "Real Access home". Axe counts even a hidden tagline as the link's visible
    // text, so a label that left the tagline out failed; ", home" with a comma read "Real Access
    // , home" in Chromium.
    <Link href="/" className="flex items-center gap-3 rounded-md">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 40 40" className="size-10 shrink-0">
        <rect width="40" height="40" rx="10" className="fill-accent" />
        <path
          d="M12 29V11h8a5.5 5.5 0 0 1 0 11h-8m8 0 7 7"
          fill="none"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-on-accent"
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="font-bold text-xl">
          {BRAND.name}
          <span className="sr-only"> home</span>
        </span>
        <span aria-hidden="true" className="text-muted text-sm">
          {BRAND.tagline}
        </span>
      </span>
    </Link>
  );
}
