// Admin › Top Stories › News sources: the RSS or Atom feeds whose items become available
// articles, each with its last fetch, last error and counts, plus refresh, remove and add.

import { useState } from "react";
import { Button } from "react-aria-components";
import type { NewsSource } from "../../../shared/contracts/news-sources.ts";
import { formatUkDateTime, isoDate } from "../../../shared/dates.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { dangerButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { NewsSourceForm } from "./news-source-form.tsx";
import { useNewsSources, useRefreshNewsSource, useRemoveNewsSource } from "./use-news-sources.ts";

const smallButton = "min-h-11 px-4 text-sm";

function SourceFacts({ source }: { source: NewsSource }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold">Category</dt>
      <dd>{source.category}</dd>
      <dt className="font-semibold">Last fetched</dt>
      <dd>
        {source.lastFetchedAt ? (
          <time dateTime={isoDate(source.lastFetchedAt)}>
            {formatUkDateTime(source.lastFetchedAt)}
          </time>
        ) : (
          "Not yet"
        )}
      </dd>
      <dt className="font-semibold">Items in feed</dt>
      <dd>{source.itemCount}</dd>
      <dt className="font-semibold">Articles imported</dt>
      <dd>{source.articleCount}</dd>
      <dt className="font-semibold">Last error</dt>
      <dd className={source.lastError ? "font-semibold text-danger" : ""}>
        {source.lastError ?? "None"}
      </dd>
    </dl>
  );
}

function SourceList() {
  const { data, isPending, isError } = useNewsSources();
  const [removing, setRemoving] = useState<NewsSource | null>(null);
  // The source's buttons go with it; focus continues from a neighbour or the list's heading.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  const refresh = useRefreshNewsSource();
  const remove = useRemoveNewsSource(() => {
    setRemoving(null);
    focus.removed();
  });

  return (
    <div className="flex flex-col gap-3">
      <h5 id="news-source-list" ref={focus.fallback} tabIndex={-1} className="font-bold text-lg">
        Subscribed feeds
      </h5>
      {isPending ? (
        <p role="status">Loading news sources…</p>
      ) : isError ? (
        <AlertMessage>Failed to load news sources. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">
          No news sources yet. Add a feed's address to bring its articles in.
        </p>
      ) : (
        <ul ref={focus.list} aria-labelledby="news-source-list" className="flex flex-col gap-3">
          {data.map((source) => (
            <li
              key={source.id}
              data-item-id={source.id}
              className="flex flex-col gap-3 rounded-xl border-2 border-line p-4"
            >
              <h6 tabIndex={-1} data-item-focus className="break-all font-bold leading-snug">
                {source.url}
              </h6>
              <SourceFacts source={source} />
              <div className="flex flex-wrap gap-2">
                <BusyButton
                  className={`${secondaryButton} ${smallButton}`}
                  isBusy={refresh.isPending && refresh.variables === source.id}
                  // The visible word starts the name (WCAG 2.5.3); the address tells them apart.
                  aria-label={`Refresh: ${source.url}`}
                  onPress={() => refresh.mutate(source.id)}
                >
                  Refresh
                </BusyButton>
                <Button
                  className={`${dangerButton} ${smallButton}`}
                  aria-label={`Remove: ${source.url}`}
                  onPress={() => setRemoving(source)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        title="Remove news source"
        message={`Stop fetching ${removing?.url ?? "this feed"}? The articles it has already brought stay in the news list; remove them there if you no longer want them.`}
        confirmLabel="Remove news source"
        isOpen={removing !== null}
        isPending={remove.isPending}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          focus.removing([removing.id]);
          remove.mutate(removing.id);
        }}
      />
    </div>
  );
}

export function NewsSourcesAdmin() {
  return (
    <section aria-labelledby="news-sources-heading" className="flex flex-col gap-4">
      <h4 id="news-sources-heading" className="font-bold text-xl">
        News sources
      </h4>
      <p className="text-muted">
        RSS or Atom feeds of accessibility news. Their items are fetched regularly and join the
        available articles above, not as top stories; mark the ones you want.
      </p>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0">
          <SourceList />
        </div>
        <div className="min-w-0 rounded-2xl border-2 border-line p-5">
          <NewsSourceForm />
        </div>
      </div>
    </section>
  );
}
