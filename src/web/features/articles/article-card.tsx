import type { PublicArticle } from "../../../shared/contracts/articles.ts";
import { ArticleDialog } from "./article-dialog.tsx";
import { TagList } from "./tag-list.tsx";

/** Cards show the first 3 tags; the dialog shows them all. */
export const CARD_TAG_LIMIT = 3;

/** `topic` is the article's category, when the categories are known. */
export function ArticleCard({
  article,
  topic,
}: {
  article: PublicArticle;
  topic?: string | undefined;
}) {
  const titleId = `expert-article-${article.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border-2 border-line p-5"
    >
      <h3 id={titleId} className="font-bold text-xl leading-tight">
        {article.title}
      </h3>
      {topic && (
        <p className="text-muted">
          <span className="sr-only">Topic: </span>
          {topic}
        </p>
      )}
      <p className="flex-1">{article.excerpt}</p>
      <TagList tags={article.tags.slice(0, CARD_TAG_LIMIT)} />
      <ArticleDialog article={article} />
    </article>
  );
}
