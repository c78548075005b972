import { Link } from "wouter";
import { FEED_KINDS, feedOf, feedPath } from "../../../shared/feeds.ts";
import {
  EQUALITY_ACT,
  WAI_BUSINESS_CASE,
  WAI_FOUNDATIONS_COURSE,
  WCAG_OVERVIEW,
} from "../../../shared/official-sources.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { BRAND, SOCIAL } from "../../../shared/site.ts";
import { useSite } from "../../lib/site-context.tsx";
import { ExternalLink } from "../ui/external-link.tsx";

// The footer (docs/product.md#footer). 'Advice Centre' and 'Contact' lead to real pages, and the
// Resources link to the official pages they name, each with its publisher beside it.
const QUICK_LINKS = [
  { href: PAGE_PATHS.adviceAndSolutions, label: "Advice Centre" },
  { href: PAGE_PATHS.selfAssessment, label: "Self-assessment" },
  { href: PAGE_PATHS.news, label: "News" },
  { href: PAGE_PATHS.contact, label: "Contact" },
];
export const FOOTER_RESOURCES = [
  { label: "The Equality Act 2010", note: "legislation.gov.uk", source: EQUALITY_ACT },
  { label: "WCAG Standards", note: "W3C", source: WCAG_OVERVIEW },
  {
    label: "Training Programmes",
    note: "W3C: a free online course",
    source: WAI_FOUNDATIONS_COURSE,
  },
  { label: "Case Studies", note: "W3C: the business case", source: WAI_BUSINESS_CASE },
];
const LEGAL_LINKS = [
  { href: PAGE_PATHS.privacyPolicy, label: "Privacy Policy" },
  { href: PAGE_PATHS.termsOfService, label: "Terms of Service" },
  { href: PAGE_PATHS.accessibilityStatement, label: "Accessibility Statement" },
  { href: PAGE_PATHS.admin, label: "Admin" },
];

const linkClass = "rounded underline underline-offset-4 hover:no-underline";

function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-bold text-lg">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const { contactEmail } = useSite();
  return (
    <footer className="mt-16 border-line border-t bg-surface print:hidden">
      <div className="clear-of-settings-button mx-auto grid max-w-6xl gap-8 px-edge-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="mb-2 font-bold text-xl">{BRAND.name}</p>
          <p className="text-muted">
            Practical, affordable accessibility advice for businesses, organisations and the public,
            so more people can get in, join in and feel welcome.
          </p>
        </div>
        <FooterGroup title="Quick links">
          {QUICK_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterGroup>
        <FooterGroup title="Resources">
          {FOOTER_RESOURCES.map(({ label, note, source }) => (
            <li key={label}>
              <ExternalLink href={source.url} className={linkClass}>
                {label}
              </ExternalLink>
              <span className="block text-muted text-sm">{note}</span>
            </li>
          ))}
        </FooterGroup>
        <div className="flex flex-col gap-8">
          <FooterGroup title="Get in touch">
            <li>
              <a href={`mailto:${contactEmail}`} className={linkClass}>
                {contactEmail}
              </a>
            </li>
            <li>
              <ExternalLink href={SOCIAL.imageSharing.href} className={linkClass}>
                {SOCIAL.imageSharing.label}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={SOCIAL.microblog.href} className={linkClass}>
                {SOCIAL.microblog.label}
              </ExternalLink>
            </li>
          </FooterGroup>
          {/* The feeds, each named in full ("News feed (RSS)"); a plain link, as the
              address is a document for feed readers, not a page of the app. /feeds explains them
              to anyone whose browser shows a feed as code. */}
          <FooterGroup title="Follow us">
            {FEED_KINDS.map((kind) => (
              <li key={kind}>
                <a href={feedPath(kind, "rss")} type="application/rss+xml" className={linkClass}>
                  {feedOf(kind).linkText}
                </a>
              </li>
            ))}
            <li>
              <Link href={PAGE_PATHS.feeds} className={linkClass}>
                How to use our feeds
              </Link>
            </li>
          </FooterGroup>
        </div>
      </div>
      <div className="border-line border-t">
        {/* pb-24: at the very end of the page the floating settings button must not cover the
            last line (WCAG 2.4.11 is met by scroll padding; this covers reading too). */}
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-edge-4 pt-5 pb-24 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${new Date().getFullYear()} ${BRAND.name}. All rights reserved.`}</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
