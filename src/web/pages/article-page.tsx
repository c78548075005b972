// /advice-and-solutions/articles/<id>-<slug>: one expert article on a page of its own.
import type { PublicArticle } from "../../shared/contracts/articles.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { MarkdownContent } from "../components/markdown-content.tsx";
import { ArticleByline } from "../features/articles/article-byline.tsx";
import { ArticleEnd } from "../features/articles/article-end.tsx";
import { TagList } from "../features/articles/tag-list.tsx";
import { ItemPage } from "../features/permalinks/item-page.tsx";
import { articleQuery } from "../lib/queries/permalinks.ts";

export default function ArticlePage() {
  return (
    <ItemPage
      query={articleQuery}
      back={{ href: "/advice-and-solutions?tab=expert-articles", label: "All expert articles" }}
    >
      {(article: PublicArticle) => (
        <>
          <PageHeading documentTitle={`${article.title} | Real Access`}>
            {article.title}
          </PageHeading>
          <ArticleByline article={article} />
          <p className="text-lg">{article.excerpt}</p>
          <TagList tags={article.tags} />
          <MarkdownContent content={article.content} titleLevel={1} />
          <ArticleEnd article={article} headingLevel={2} />
        </>
      )}
    </ItemPage>
  );
}
