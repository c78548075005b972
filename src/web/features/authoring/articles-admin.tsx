// Admin › Articles: the expert articles the person may see, where each stands, and the
// editor for a new or chosen one. Editors see everyone's; contributors their own.
import { useQuery } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import { articleAuthor } from "../../../shared/article-byline.ts";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { linkButton, primaryButton } from "../../components/ui/button-styles.ts";
import { cellLabel, stackedCell } from "../../components/ui/stacked-table.tsx";
import { articleQuery, articlesQuery } from "../../lib/queries/articles.ts";
import { ArticleEditor } from "./article-editor.tsx";
import { EditFrame, type EditProps, PublicationState } from "./edit-frame.tsx";
import { useListOrEditor } from "./use-list-or-editor.ts";

export function ArticlesAdmin() {
  const { editing, heading, open, back, saved } = useListOrEditor();
  return (
    <div className="flex flex-col gap-4">
      {editing === null ? (
        <ArticleList heading={heading} onEdit={open} />
      ) : (
        <EditArticle
          key={editing.opening}
          id={editing.id}
          heading={heading}
          onSaved={saved}
          onBack={back}
        />
      )}
    </div>
  );
}

interface ListProps {
  heading: React.RefObject<HTMLHeadingElement | null>;
  onEdit: (id: number | null) => void;
}

function ArticleList({ heading, onEdit }: ListProps) {
  const { data, isPending, isError } = useQuery(articlesQuery());
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 ref={heading} tabIndex={-1} className="font-bold text-2xl">
          Expert articles
        </h3>
        <Button className={primaryButton} onPress={() => onEdit(null)}>
          Write a new article
        </Button>
      </div>
      {isPending ? (
        <p role="status">Loading articles…</p>
      ) : isError ? (
        <AlertMessage>The articles could not be loaded. Try again in a moment.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-6">No articles yet. Write the first one.</p>
      ) : (
        // Below the sm width each row stacks into a card, its cells labelled in words, so the
        // list fits a 320 px screen (WCAG 1.4.10) instead of pushing the page sideways.
        <table className="w-full border-collapse text-left max-sm:block">
          <caption className="sr-only">Expert articles, most recently changed first</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-line border-b-2">
              <th scope="col" className="p-2">
                Title
              </th>
              <th scope="col" className="p-2">
                Status
              </th>
              <th scope="col" className="p-2">
                By
              </th>
              <th scope="col" className="p-2">
                Last changed
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {data.map((article) => (
              <tr
                key={article.id}
                className="border-line border-b align-top max-sm:block max-sm:py-2"
              >
                <th scope="row" className="p-2 font-semibold max-sm:block max-sm:py-1">
                  <Button className={`${linkButton} text-left`} onPress={() => onEdit(article.id)}>
                    {article.title}
                  </Button>
                </th>
                <td className={stackedCell} {...cellLabel("Status")}>
                  <PublicationState item={article} />
                </td>
                <td className={stackedCell} {...cellLabel("By")}>
                  {articleAuthor(article)}
                </td>
                <td className={stackedCell} {...cellLabel("Last changed")}>
                  {formatUkDateTime(new Date(article.updatedAt))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function EditArticle({ id, heading, onSaved, onBack }: EditProps) {
  const article = useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
  return (
    <EditFrame
      heading={heading}
      title={id === null ? "New article" : `Edit: ${article.data?.title ?? "article"}`}
      backLabel="Back to the articles"
      onBack={onBack}
      noun="article"
      loading={id !== null && article.isPending}
      failed={id !== null && article.isError}
    >
      <ArticleEditor article={article.data} onSaved={(saved) => onSaved(saved.id)} />
    </EditFrame>
  );
}
