// JSON-LD for search engines (issue 16), only where it is true: who we are and the site on the
// home page, the book on /book, and each article, story and news item on its own page.
import { EDITORIAL_TEAM } from "../../shared/article-byline.ts";
import type { AdviceArticle } from "../../shared/contracts/advice.ts";
import type { PublicCommunityStory } from "../../shared/contracts/community.ts";
import type { NewsArticle } from "../../shared/contracts/news.ts";
import { articlePath, newsPath, storyPath } from "../../shared/permalinks.ts";
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

const article = (
  site: SiteConfig,
  type: "Article" | "NewsArticle",
  fields: {
    headline: string;
    description: string;
    path: string;
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
    "@type": type,
    headline: fields.headline,
    description: fields.description,
    datePublished: fields.published,
    ...(fields.modified ? { dateModified: fields.modified } : {}),
    url: absoluteUrl(site.siteUrl, fields.path),
    mainEntityOfPage: absoluteUrl(site.siteUrl, fields.path),
    inLanguage: "en-GB",
    author: fields.author
      ? { "@type": "Person", name: fields.author }
      : (fields.authorOrganization ?? organization(site)),
    publisher: organization(site),
    ...(fields.citation?.length ? { citation: fields.citation } : {}),
  },
];

/** Issue 19: the byline, both dates and the official pages it cites, as the page shows them. */
export const expertArticleJsonLd = (site: SiteConfig, item: AdviceArticle) =>
  article(site, "Article", {
    headline: item.title,
    description: item.excerpt,
    path: articlePath(item),
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

export const storyJsonLd = (site: SiteConfig, item: PublicCommunityStory) =>
  article(site, "Article", {
    headline: item.title,
    description: item.excerpt ?? "",
    path: storyPath(item),
    published: item.createdAt,
    author: item.authorName,
  });

export const newsJsonLd = (site: SiteConfig, item: NewsArticle) =>
  article(site, "NewsArticle", {
    headline: item.title,
    description: item.excerpt ?? "",
    path: newsPath(item),
    published: item.publishedAt,
  });
