import type { ReactNode } from "react";

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link that opens a new tab, and says so to screen-reader users and sighted users alike. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        className="ml-1 inline-block size-[0.8em] align-baseline"
      >
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4"
        />
      </svg>
    </a>
  );
}
