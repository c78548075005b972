// The deployment's public facts (ARCHITECTURE §5). The server fills them from the environment;
// nothing else from the server's configuration reaches the browser.
export interface SiteConfig {
  siteUrl: string;
  contactEmail: string;
  bookUrl: string;
  newsFeedUrl: string | null;
}

export const BRAND = {
  name: "Real Access",
  tagline: "Real Access Real Solutions",
} as const;

export const BOOK = {
  title: "Real Access: Practical Accessibility for Every Business",
  author: "Alex Morgan",
} as const;

export const SOCIAL = {
  imageSharing: {
    label: "Real Access on Instagram",
    href: "https://www.instagram.com/realaccessguide",
  },
  microblog: { label: "Real Access on X", href: "https://x.com/realaccessguide" },
} as const;

/** What the server asks of the web app's SSR entry, and what it gets back. */
export interface SsrRequest {
  url: string;
  site: SiteConfig;
  /** GETs an API path in-process and returns the parsed JSON; throws on a non-OK answer. */
  fetchJson(path: string): Promise<unknown>;
}

export interface SsrResult {
  status: number;
  title: string;
  html: string;
  /** Dehydrated TanStack Query state, embedded as JSON for the client. */
  state: unknown;
  noindex: boolean;
}
