// 'Read more' opens a dialog with the full content and all tags.
import { Link } from "wouter";
import type { PublicArticle } from "../../../shared/contracts/articles.ts";
import { articlePath } from "../../../shared/permalinks.ts";
import { MarkdownContent } from "../../components/markdown-content.tsx";
import { ReadingDialog } from "../../components/ui/reading-dialog.tsx";
import { ArticleByline } from "./article-byline.tsx";
import { ArticleEnd } from "./article-end.tsx";
import { TagList } from "./tag-list.tsx";

export function ArticleDialog({ article }: { article: PublicArticle }) {
  return (
    <ReadingDialog
      triggerLabel="Read more"
      title={article.title}
      titleId={`expert-article-dialog-${article.id}`}
      href={articlePath(article)}
    >
      <ArticleByline article={article} />
      <TagList tags={article.tags} />
      <MarkdownContent content={article.content} />
      <ArticleEnd article={article} headingLevel={3} />
      <p>
        <Link href={articlePath(article)} className="font-semibold underline underline-offset-4">
          Link to this article
        </Link>
      </p>
    </ReadingDialog>
  );
}
