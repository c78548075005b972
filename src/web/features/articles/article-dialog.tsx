// 'Read more' opens a dialog with the full content and all tags. The text's reader is fetched once
// the link is pointed at, touched or focused (article-text.tsx); without JavaScript the link opens
// the article's own page.
import { Link } from "wouter";
import type { PublicArticle } from "../../../shared/contracts/articles.ts";
import { articlePath } from "../../../shared/permalinks.ts";
import { ReadingDialog } from "../../components/ui/reading-dialog.tsx";
import { ArticleByline } from "./article-byline.tsx";
import { ArticleEnd } from "./article-end.tsx";
import { ArticleText, preloadArticleText } from "./article-text.tsx";
import { TagList } from "./tag-list.tsx";

export function ArticleDialog({ article }: { article: PublicArticle }) {
  return (
    <ReadingDialog
      triggerLabel="Read more"
      title={article.title}
      titleId={`expert-article-dialog-${article.id}`}
      href={articlePath(article)}
      onIntent={preloadArticleText}
    >
      <ArticleByline article={article} />
      <TagList tags={article.tags} />
      <ArticleText content={article.content} />
      <ArticleEnd article={article} headingLevel={3} />
      <p>
        <Link href={articlePath(article)} className="font-semibold underline underline-offset-4">
          Link to this article
        </Link>
      </p>
    </ReadingDialog>
  );
}
