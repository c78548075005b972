// Who wrote the article and when, with the updated date only when it changed later.
import { articleAuthor, wasUpdatedLater } from "../../../shared/article-byline.ts";
import type { PublicArticle } from "../../../shared/contracts/articles.ts";
import { formatUkDate, isoDate } from "../../../shared/dates.ts";

type Byline = Pick<PublicArticle, "authorName" | "publishedAt" | "updatedAt">;

function Separator() {
  return (
    <>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
    </>
  );
}

export function ArticleByline({ article }: { article: Byline }) {
  return (
    <p className="text-muted">
      By <span className="font-semibold text-ink">{articleAuthor(article)}</span>
      <Separator />
      Published{" "}
      <time dateTime={isoDate(article.publishedAt)}>{formatUkDate(article.publishedAt)}</time>
      {wasUpdatedLater(article) && (
        <>
          <Separator />
          Updated{" "}
          <time dateTime={isoDate(article.updatedAt)}>{formatUkDate(article.updatedAt)}</time>
        </>
      )}
    </p>
  );
}
