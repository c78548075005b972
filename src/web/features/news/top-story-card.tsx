// A top story card (docs/product.md#top-stories). The title is clamped to 2 lines and the excerpt
// to 3 with CSS only, so the whole text stays in the page for screen readers (and for the
// screen-reader display setting, which may lift the clamps).
import { Link } from "wouter";
import type { NewsArticle } from "../../../shared/contracts/news.ts";
import { formatUkDate, isoDate } from "../../../shared/dates.ts";
import { newsExcerpt } from "../../../shared/news.ts";
import { newsPath } from "../../../shared/permalinks.ts";
import { MediaPicture } from "../../components/media-picture.tsx";
import { ExternalLink } from "../../components/ui/external-link.tsx";

export function TopStoryCard({ story }: { story: NewsArticle }) {
  const titleId = `top-story-${story.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border-2 border-line"
    >
      {story.imageUrl && (
        // An image of the media library, with the alt text it was uploaded with (none when it
        // was marked decorative). Cropped to the card's shape, so it needs its own words.
        <MediaPicture
          url={story.imageUrl}
          alt={story.imageAlt ?? ""}
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          className="aspect-video h-auto w-full bg-surface object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="font-bold text-accent text-sm uppercase tracking-wide">
          <span className="sr-only">Category: </span>
          {story.category}
        </p>
        {/* The clamp is on the words, not the heading: clipped by the heading, the link's focus
            ring showed as a few strokes. A block link gets one ring round the whole title rather
            than one per line, whose halo painted over the line above. */}
        <h3 id={titleId} className="font-bold text-xl leading-tight">
          <Link href={newsPath(story)} className="block underline-offset-4 hover:underline">
            <span data-clamp="title" className="line-clamp-2">
              {story.title}
            </span>
          </Link>
        </h3>
        <p data-clamp="excerpt" className="line-clamp-3">
          {newsExcerpt(story)}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-2">
          <p className="text-muted">
            <span className="sr-only">Published </span>
            <time dateTime={isoDate(story.publishedAt)}>{formatUkDate(story.publishedAt)}</time>
          </p>
          {story.sourceUrl && (
            <ExternalLink
              href={story.sourceUrl}
              className="inline-flex min-h-11 items-center font-bold underline underline-offset-4 hover:decoration-2"
            >
              Read the full story<span className="sr-only"> about {story.title}</span>
            </ExternalLink>
          )}
        </div>
      </div>
    </article>
  );
}
