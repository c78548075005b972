import { formatUkDate, isoDate } from "../../../shared/dates.ts";

/** Author and date; community story dates are in the en-GB short style. */
export function StoryByline({ authorName, createdAt }: { authorName: string; createdAt: string }) {
  return (
    <p className="text-muted">
      By <span className="font-semibold text-ink">{authorName}</span>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <time dateTime={isoDate(createdAt)}>{formatUkDate(createdAt)}</time>
    </p>
  );
}
