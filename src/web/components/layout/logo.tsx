import { Link } from "wouter";
import { BRAND } from "../../../shared/site.ts";

export function Logo() {
  return (
    // Named once (issue 19): read from its text, the name was the brand, then the tagline that
    // repeats it ("Real Access Real Access Real Solutions"), and never said where it goes.
    <Link
      href="/"
      aria-label={`${BRAND.name}, home`}
      className="flex items-center gap-3 rounded-md"
    >
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
        <span className="font-bold text-xl">{BRAND.name}</span>
        <span className="text-muted text-sm">{BRAND.tagline}</span>
      </span>
    </Link>
  );
}
