// Admin › News: the news items the person may see, where each stands, and the editor
// for a new or chosen one, as Admin › Articles does for expert articles. Editors see every item,
// imported ones included; contributors their own.
import { useQuery } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import { ADMIN_NEWS_LIST_MAX } from "../../../shared/contracts/news.ts";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { linkButton, primaryButton } from "../../components/ui/button-styles.ts";
import { adminNewsItemQuery, adminNewsItemsQuery } from "../../lib/queries/news-items.ts";
import { EditFrame, type EditProps, PublicationState } from "./edit-frame.tsx";
import { NewsEditor } from "./news-editor.tsx";
import { useListOrEditor } from "./use-list-or-editor.ts";
import type { AdminNewsItem } from "./use-news-items.ts";

export function NewsAdmin() {
  const { editing, heading, open, back, saved } = useListOrEditor();
  return (
    <div className="flex flex-col gap-4">
      {editing === null ? (
        <NewsList heading={heading} onEdit={open} />
      ) : (
        <EditNewsItem
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

/** Who wrote it: a person, a feed, or (before news was written in the admin) the team. */
const byline = (item: { authorName: string | null; imported: boolean }) =>
  item.authorName ?? (item.imported ? "A news source" : "Real Access editorial team");

function NewsList({ heading, onEdit }: ListProps) {
  const { data, isPending, isError } = useQuery(adminNewsItemsQuery());
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 ref={heading} tabIndex={-1} className="font-bold text-2xl">
          News
        </h3>
        <Button className={primaryButton} onPress={() => onEdit(null)}>
          Write a news item
        </Button>
      </div>
      {isPending ? (
        <p role="status">Loading news…</p>
      ) : isError ? (
        <AlertMessage>The news could not be loaded. Try again in a moment.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-6">No news yet. Write the first item.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">
              News items, most recently changed first
              {data.length >= ADMIN_NEWS_LIST_MAX ? ` (the latest ${ADMIN_NEWS_LIST_MAX})` : ""}
            </caption>
            <thead>
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
            <tbody>
              {data.map((item) => (
                <tr key={item.id} className="border-line border-b align-top">
                  <th scope="row" className="p-2 font-semibold">
                    <Button className={linkButton} onPress={() => onEdit(item.id)}>
                      {item.title}
                    </Button>
                  </th>
                  <td className="p-2">
                    <PublicationState item={item} />
                    {item.isTopStory && <>, top story</>}
                  </td>
                  <td className="p-2">{byline(item)}</td>
                  <td className="p-2">{formatUkDateTime(new Date(item.updatedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function EditNewsItem({ id, heading, onSaved, onBack }: EditProps) {
  const item = useQuery({ ...adminNewsItemQuery(id ?? 0), enabled: id !== null });
  return (
    <EditFrame
      heading={heading}
      title={id === null ? "New news item" : `Edit: ${item.data?.title ?? "news item"}`}
      backLabel="Back to the news"
      onBack={onBack}
      noun="news item"
      loading={id !== null && item.isPending}
      failed={id !== null && item.isError}
    >
      <NewsEditor item={item.data} onSaved={(saved: AdminNewsItem) => onSaved(saved.id)} />
    </EditFrame>
  );
}
