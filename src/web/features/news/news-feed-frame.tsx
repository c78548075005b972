// The Latest News Feed frame (docs/product.md#live-feed), 800 px high and lazily loaded. Its source
// is NEWS_FEED_URL, or this site's own server-rendered /embed/news-feed when that is unset.
import { NEWS_FEED_EMBED_PATH, NEWS_FEED_FRAME_HEIGHT } from "../../../shared/news.ts";
import { useSite } from "../../lib/site-context.tsx";

export const FEED_FRAME_TITLE = "Latest news feed";
export const NOSCRIPT_NOTICE = "Please enable JavaScript to view the latest news feed.";

export function NewsFeedFrame() {
  const { newsFeedUrl } = useSite();
  return (
    <>
      <iframe
        src={newsFeedUrl ?? NEWS_FEED_EMBED_PATH}
        title={FEED_FRAME_TITLE}
        height={NEWS_FEED_FRAME_HEIGHT}
        loading="lazy"
        style={{ height: NEWS_FEED_FRAME_HEIGHT }}
        className="block w-full rounded-xl border-2 border-line bg-page"
      />
      {/* An external feed is typically a script-driven widget; our own embed needs no script,
          so the notice would only mislead there. */}
      {newsFeedUrl && (
        <noscript>
          <p className="mt-3 rounded-xl bg-surface p-4 font-semibold">{NOSCRIPT_NOTICE}</p>
        </noscript>
      )}
    </>
  );
}
