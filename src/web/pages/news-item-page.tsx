// /news/<id>-<slug>: one news item on a page of its own.
import type { NewsArticle } from "../../shared/contracts/news.ts";
import { formatUkDate, isoDate } from "../../shared/dates.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { ItemPage } from "../features/permalinks/item-page.tsx";
import { newsItemQuery } from "../lib/queries/permalinks.ts";

export default function NewsItemPage() {
  return (
    <ItemPage query={newsItemQuery} back={{ href: "/news", label: "All news" }}>
      {(item: NewsArticle) => (
        <>
          <p className="font-bold text-accent text-sm uppercase tracking-wide">
            <span className="sr-only">Category: </span>
            {item.category}
          </p>
          <PageHeading documentTitle={`${item.title} | Real Access`}>{item.title}</PageHeading>
          <p className="text-muted">
            <span className="sr-only">Published </span>
            <time dateTime={isoDate(item.publishedAt)}>{formatUkDate(item.publishedAt)}</time>
          </p>
          {item.content.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {item.sourceUrl && (
            <p>
              <ExternalLink
                href={item.sourceUrl}
                className="font-bold underline underline-offset-4"
              >
                Read it at the source
              </ExternalLink>
            </p>
          )}
        </>
      )}
    </ItemPage>
  );
}
