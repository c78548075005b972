import { Link, useLocation } from "wouter";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { useSite } from "../../lib/site-context.tsx";
import { ExternalLink } from "../ui/external-link.tsx";

/**
 * The header links, in order; The Book goes to the bookstore in a new tab. The self-assessment
 * (not in the original design's list) follows Advice & Solutions, the practical help it leads to,
 * and the access guides businesses publish from it follow that.
 */
export const NAV_LINKS = [
  { href: PAGE_PATHS.news, label: "News" },
  { href: PAGE_PATHS.adviceAndSolutions, label: "Advice & Solutions" },
  { href: PAGE_PATHS.selfAssessment, label: "Self-assessment" },
  // Published access guides (decision 036): what visitors look up before they go out.
  { href: PAGE_PATHS.accessGuides, label: "Access guides" },
  { href: PAGE_PATHS.about, label: "About" },
  { href: PAGE_PATHS.contact, label: "Contact" },
  { href: PAGE_PATHS.poem, label: "The Poem" },
] as const;

interface NavLinksProps {
  /** Called after a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
  itemClassName: string;
}

export function NavLinks({ onNavigate, itemClassName }: NavLinksProps) {
  const [location] = useLocation();
  const { bookUrl } = useSite();
  const linkClass =
    "block rounded-md px-2.5 py-2 font-semibold underline-offset-4 hover:underline aria-[current=page]:bg-accent aria-[current=page]:text-on-accent";
  return (
    <>
      {NAV_LINKS.map((link) => (
        <li key={link.href} className={itemClassName}>
          <Link
            href={link.href}
            aria-current={location === link.href ? "page" : undefined}
            className={linkClass}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
      <li className={itemClassName}>
        <ExternalLink href={bookUrl} className={linkClass}>
          The Book
        </ExternalLink>
      </li>
    </>
  );
}
