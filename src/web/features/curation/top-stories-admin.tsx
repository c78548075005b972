// Admin › Top Stories (docs/product.md#top-stories-and-news): the current top stories with delete,
// every article with a mark/unmark toggle in a 16rem scrollable list, the custom story form, and
// the news sources whose feeds fill the list of articles.

import { useState } from "react";
import { Button } from "react-aria-components";
import type { NewsArticle } from "../../../shared/contracts/news.ts";
import { formatUkDate, isoDate } from "../../../shared/dates.ts";
import {
  adminStoryPreview,
  TOP_STORIES_LIMIT,
  TOP_STORIES_LOAD_ERROR,
} from "../../../shared/news.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { dangerButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { useCan } from "../../lib/use-admin-session.ts";
import { CustomStoryForm } from "./custom-story-form.tsx";
import { NewsSourcesAdmin } from "./news-sources-admin.tsx";
import {
  useAdminNews,
  useAdminTopStories,
  useDeleteStory,
  useMarkTopStory,
  useUnmarkTopStory,
} from "./use-top-stories-admin.ts";

const smallButton = "min-h-11 px-4 text-sm";
/** How many top stories the news page shows: the newest, by publication date. */
const SHOWN = TOP_STORIES_LIMIT.default;

function StoryMeta({ story }: { story: NewsArticle }) {
  return (
    <p className="text-muted text-sm">
      <span className="sr-only">Category: </span>
      <span className="font-bold text-accent uppercase tracking-wide">{story.category}</span>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, published </span>
      <time dateTime={isoDate(story.publishedAt)}>{formatUkDate(story.publishedAt)}</time>
    </p>
  );
}

function CurrentTopStories() {
  const { data, isPending, isError } = useAdminTopStories();
  const [deleting, setDeleting] = useState<NewsArticle | null>(null);
  // The story's buttons go with it; focus continues from a neighbour or the list's heading.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  const remove = useDeleteStory(() => {
    setDeleting(null);
    focus.removed();
  });
  const unmark = useUnmarkTopStory(focus.removed);

  return (
    <section aria-labelledby="current-top-stories" className="flex flex-col gap-3">
      <h4 id="current-top-stories" ref={focus.fallback} tabIndex={-1} className="font-bold text-xl">
        Current top stories
      </h4>
      <p className="text-muted">
        The news page shows the {SHOWN} newest. Any older ones stay here but are not shown there.
      </p>
      {isPending ? (
        <p role="status">Loading top stories…</p>
      ) : isError ? (
        <AlertMessage>{TOP_STORIES_LOAD_ERROR}</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">
          No top stories yet. Mark an article below or add a custom story.
        </p>
      ) : (
        <ul ref={focus.list} className="flex flex-col gap-3">
          {data.map((story, index) => (
            <li
              key={story.id}
              data-item-id={story.id}
              className="flex flex-col gap-3 rounded-xl border-2 border-line p-4"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <h5 tabIndex={-1} data-item-focus className="font-bold text-lg leading-snug">
                  {story.title}
                </h5>
                <StoryMeta story={story} />
                {index >= SHOWN && (
                  <p className="font-semibold">
                    Not on the news page: {SHOWN} newer top stories are shown instead.
                  </p>
                )}
                <p className="break-words">{adminStoryPreview(story)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {/* Off the top stories but still news; Delete removes the article everywhere. */}
                <BusyButton
                  className={`${secondaryButton} ${smallButton}`}
                  isBusy={unmark.isPending && unmark.variables === story.id}
                  aria-label={`Remove from top stories: ${story.title}`}
                  onPress={() => {
                    focus.removing([story.id]);
                    unmark.mutate(story.id);
                  }}
                >
                  Remove from top stories
                </BusyButton>
                <Button
                  className={`${dangerButton} ${smallButton}`}
                  aria-label={`Delete story: ${story.title}`}
                  onPress={() => setDeleting(story)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        title="Delete story"
        message={`Are you sure you want to delete "${deleting?.title ?? ""}"? It leaves the news page and the feed too, and this cannot be undone. To take it off the top stories only, choose Remove from top stories instead.`}
        confirmLabel="Delete story"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          focus.removing([deleting.id]);
          remove.mutate(deleting.id);
        }}
      />
    </section>
  );
}

const toggleLabel = (story: NewsArticle) =>
  story.isTopStory ? "Unmark top story" : "Mark top story";

/** Marking one more pushes the oldest shown off the news page: say so before it happens. */
function FullNote() {
  const { data } = useAdminTopStories();
  const oldestShown = data?.[SHOWN - 1];
  if (!data || !oldestShown) return null;
  return (
    <p className="rounded-xl border-2 border-line p-3">
      <strong>The news page already shows {SHOWN} top stories.</strong> Marking a newer article
      takes “{oldestShown.title}” off it; an older one is listed as a top story here but not shown
      there.
    </p>
  );
}

function AvailableArticles() {
  const { data, isPending, isError } = useAdminNews();
  const mark = useMarkTopStory();
  const unmark = useUnmarkTopStory();
  const busyId = mark.isPending ? mark.variables : unmark.isPending ? unmark.variables : null;

  return (
    <div className="flex flex-col gap-3">
      <h4 id="available-articles" className="font-bold text-xl">
        Available articles
      </h4>
      <FullNote />
      {isPending ? (
        <p role="status">Loading articles…</p>
      ) : isError ? (
        <AlertMessage>Failed to load news articles. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">No news articles yet.</p>
      ) : (
        // 16rem high and scrollable; a named region that keyboard users can focus
        // and scroll with the arrow keys (WCAG 2.1.1).
        <section
          aria-labelledby="available-articles"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
          tabIndex={0}
          className="h-64 overflow-y-auto rounded-xl border-2 border-line"
        >
          <ul className="divide-y-2 divide-line">
            {data.map((story) => (
              <li key={story.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="flex min-w-0 flex-1 basis-60 flex-col gap-1">
                  <p className="font-bold leading-snug">{story.title}</p>
                  <StoryMeta story={story} />
                  {story.isTopStory && (
                    <p className="w-fit rounded bg-accent px-2 font-bold text-on-accent text-sm">
                      Top story
                    </p>
                  )}
                </div>
                <BusyButton
                  className={`${secondaryButton} ${smallButton} shrink-0`}
                  isBusy={busyId === story.id}
                  // The visible words start the name (WCAG 2.5.3); the title tells the buttons apart.
                  aria-label={`${toggleLabel(story)}: ${story.title}`}
                  onPress={() => (story.isTopStory ? unmark : mark).mutate(story.id)}
                >
                  {toggleLabel(story)}
                </BusyButton>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function TopStoriesAdmin() {
  const canManageSources = useCan("manage-news-sources");
  return (
    <div className="flex flex-col gap-6">
      <h3 className="font-bold text-2xl">Top Stories</h3>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-8">
          <CurrentTopStories />
          <AvailableArticles />
        </div>
        <div className="min-w-0 rounded-2xl border-2 border-line p-5">
          <CustomStoryForm />
        </div>
      </div>
      {canManageSources && <NewsSourcesAdmin />}
    </div>
  );
}
