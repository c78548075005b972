// News (docs/product.md#news): Top Stories on the left, the Latest News Feed on the right; stacked
// on narrow screens with the top stories first.
import { PageHeading } from "../components/layout/route-focus.tsx";
import { NewsFeedFrame } from "../features/news/news-feed-frame.tsx";
import { TopStories } from "../features/news/top-stories.tsx";

export default function NewsPage() {
  return (
    <>
      <PageHeading>News</PageHeading>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Accessibility news from across the UK: the top stories our editors have picked, and a live
        feed of the latest updates.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="top-stories-heading" className="min-w-0">
          <h2 id="top-stories-heading" className="mb-5 font-bold text-2xl sm:text-3xl">
            Top Stories
          </h2>
          <TopStories />
        </section>
        <section aria-labelledby="news-feed-heading" className="min-w-0">
          <h2 id="news-feed-heading" className="mb-5 font-bold text-2xl sm:text-3xl">
            Latest News Feed
          </h2>
          <NewsFeedFrame />
        </section>
      </div>
    </>
  );
}
