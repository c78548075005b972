// Who wrote an expert article and when, said the same way on its page, in its dialog,
// in the feed and in its structured data.
import { formatUkDate } from "./dates.ts";

/** The author of everything Real Access writes itself; a promoted story keeps its own author. */
export const EDITORIAL_TEAM = "Real Access editorial team";

export const articleAuthor = (article: { authorName: string | null }) =>
  article.authorName ?? EDITORIAL_TEAM;

type DateValue = string | Date;

/**
 * True when the article changed on a later day than it was published (in the site's time zone),
 * so an "Updated" date says something; a same-day correction is not worth a second date.
 */
export function wasUpdatedLater(article: { publishedAt: DateValue; updatedAt: DateValue }) {
  const published = new Date(article.publishedAt);
  const updated = new Date(article.updatedAt);
  return updated > published && formatUkDate(updated) !== formatUkDate(published);
}
