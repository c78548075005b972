// JSON-LD for search engines, only where it is true: who we are and the site on the
// home page, the book on /book, and each article, story, news item and quick solution on its own
// page.
import { EDITORIAL_TEAM } from "../../shared/article-byline.ts";
import { type ArticleKind, CONTENT_KINDS, type KindName } from "../../shared/content-kinds.ts";
import type { PublicArticle } from "../../shared/contracts/articles.ts";
import type { NewsArticle } from "../../shared/contracts/news.ts";
import type { QuickSolution } from "../../shared/contracts/quick-solutions.ts";
import type { PublicStory } from "../../shared/contracts/stories.ts";
import { generateExcerpt } from "../../shared/excerpt.ts";
import { permalinkPath, quickSolutionPath } from "../../shared/permalinks.ts";
import { type CostBand, costLabel } from "../../shared/quick-solution-bands.ts";
import { solutionSteps } from "../../shared/quick-solution-steps.ts";
import { absoluteUrl, BOOK, BRAND, type SiteConfig } from "../../shared/site.ts";

type JsonLd = Record<string, unknown>;

const organization = (site: SiteConfig): JsonLd => ({
  "@type": "Organization",
  name: BRAND.name,
  url: absoluteUrl(site.siteUrl, "/"),
  email: site.contactEmail,
});

export const homeJsonLd = (site: SiteConfig): JsonLd[] => [
  { "@context": "https://schema.org", ...organization(site) },
  {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: BRAND.name,
    url: absoluteUrl(site.siteUrl, "/"),
    inLanguage: "en-GB",
  },
];

export const bookJsonLd = (site: SiteConfig): JsonLd[] => [
  {
    "@context": "https://schema.org",
    "@type": "Book",
    name: BOOK.title,
    author: { "@type": "Person", name: BOOK.author },
    image: absoluteUrl(site.siteUrl, BOOK.cover.src),
    url: site.bookUrl,
    inLanguage: "en-GB",
  },
];

const pageUrl = (site: SiteConfig, kind: KindName, item: { id: number; headline: string }) =>
  absoluteUrl(site.siteUrl, permalinkPath(kind, { id: item.id, title: item.headline }));

/** An item of a kind written as an article, typed as its kind says (shared/content-kinds.ts). */
const article = (
  site: SiteConfig,
  kind: ArticleKind,
  fields: {
    id: number;
    headline: string;
    description: string;
    published: string;
    modified?: string;
    /** A person's name; otherwise the given organisation, or Real Access itself. */
    author?: string;
    authorOrganization?: JsonLd;
    citation?: JsonLd[];
  },
): JsonLd[] => [
  {
    "@context": "https://schema.org",
    "@type": CONTENT_KINDS[kind].schemaType,
    headline: fields.headline,
    description: fields.description,
    datePublished: fields.published,
    ...(fields.modified ? { dateModified: fields.modified } : {}),
    url: pageUrl(site, kind, fields),
    mainEntityOfPage: pageUrl(site, kind, fields),
    inLanguage: "en-GB",
    author: fields.author
      ? { "@type": "Person", name: fields.author }
      : (fields.authorOrganization ?? organization(site)),
    publisher: organization(site),
    ...(fields.citation?.length ? { citation: fields.citation } : {}),
  },
];

/** The byline, both dates and the official pages it cites, as the page shows them. */
export const expertArticleJsonLd = (site: SiteConfig, item: PublicArticle) =>
  article(site, "article", {
    id: item.id,
    headline: item.title,
    description: item.excerpt,
    published: item.publishedAt,
    modified: item.updatedAt,
    ...(item.authorName
      ? { author: item.authorName }
      : {
          authorOrganization: {
            "@type": "Organization",
            name: EDITORIAL_TEAM,
            url: absoluteUrl(site.siteUrl, "/about"),
            parentOrganization: organization(site),
          },
        }),
    citation: item.sources.map((source) => ({
      "@type": "CreativeWork",
      name: source.title,
      url: source.url,
      publisher: { "@type": "Organization", name: source.publisher },
    })),
  });

export const storyJsonLd = (site: SiteConfig, item: PublicStory) =>
  article(site, "story", {
    id: item.id,
    headline: item.title,
    description: item.excerpt ?? "",
    published: item.createdAt,
    author: item.authorName,
  });

export const newsJsonLd = (site: SiteConfig, item: NewsArticle) =>
  article(site, "news", {
    id: item.id,
    headline: item.title,
    description: item.excerpt ?? "",
    published: item.publishedAt,
  });

/** A quick solution's summary, for its page's description and its HowTo: why it matters. */
export const quickSolutionDescription = (item: Pick<QuickSolution, "whyItsAnIssue">) =>
  generateExcerpt(item.whyItsAnIssue);

/**
 * What a cost band says in money. Each band is a true range for the first step a
 * solution describes, for a small UK business before staff time (quick-solution-bands.ts), so
 * each becomes an estimatedCost with that range and that proviso; "Over £500" has no upper
 * bound, so it gives none. A solution not yet rated gives no estimate at all.
 */
const COST_RANGES: Record<CostBand, { value?: number; minValue?: number; maxValue?: number }> = {
  free: { value: 0 },
  "under-50": { maxValue: 50 },
  "50-500": { minValue: 50, maxValue: 500 },
  "over-500": { minValue: 500 },
};

const estimatedCost = (band: CostBand): JsonLd => ({
  "@type": "MonetaryAmount",
  currency: "GBP",
  ...COST_RANGES[band],
  name: costLabel(band),
  description: "The first step, for a small UK business, before staff time.",
});

/** A quick solution as a HowTo: its issue, why it matters, and the steps it suggests. */
export const quickSolutionJsonLd = (site: SiteConfig, item: QuickSolution): JsonLd[] => {
  const url = absoluteUrl(site.siteUrl, quickSolutionPath(item));
  return [
    {
      "@context": "https://schema.org",
      "@type": CONTENT_KINDS["quick-solution"].schemaType,
      name: item.issue,
      description: quickSolutionDescription(item),
      url,
      mainEntityOfPage: url,
      inLanguage: "en-GB",
      datePublished: item.createdAt,
      dateModified: item.updatedAt,
      publisher: organization(site),
      ...(item.costBand ? { estimatedCost: estimatedCost(item.costBand) } : {}),
      step: solutionSteps(item.possibleSolutions).map((text, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        text,
      })),
    },
  ];
};
