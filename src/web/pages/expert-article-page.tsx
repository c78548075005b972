// /advice-and-solutions/articles/<id>-<slug>: one expert article on a page of its own (issue 16).
import type { AdviceArticle } from "../../shared/contracts/advice.ts";
import { formatUkDate, isoDate } from "../../shared/dates.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ArticleContent } from "../features/expert-articles/article-content.tsx";
import { TagList } from "../features/expert-articles/tag-list.tsx";
import { ItemPage } from "../features/permalinks/item-page.tsx";
import { expertArticleQuery } from "../lib/queries/permalinks.ts";

export default function ExpertArticlePage() {
  return (
    <ItemPage
      query={expertArticleQuery}
      back={{ href: "/advice-and-solutions?tab=expert-articles", label: "All expert articles" }}
    >
      {(article: AdviceArticle) => (
        <>
          <PageHeading documentTitle={`${article.title} | Real Access`}>
            {article.title}
          </PageHeading>
          <p className="text-muted">
            Expert article ·{" "}
            <time dateTime={isoDate(article.createdAt)}>{formatUkDate(article.createdAt)}</time>
          </p>
          <p className="text-lg">{article.excerpt}</p>
          <TagList tags={article.tags} />
          <ArticleContent content={article.content} titleLevel={1} />
        </>
      )}
    </ItemPage>
  );
}
