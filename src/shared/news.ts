// When a story has no excerpt, show the start of its content instead (docs/product.md#top-stories).

/** Top stories on the news page: 5 (at most 50); the admin's news list: 50 (at most 100). */
export const TOP_STORIES_LIMIT = { default: 5, max: 50 } as const;
export const NEWS_LIST_LIMIT = { default: 50, max: 100 } as const;

/** This site's own live feed, framed by /news when NEWS_FEED_URL is unset. */
export const NEWS_FEED_EMBED_PATH = "/embed/news-feed";
/** The feed frame's height in CSS pixels. */
export const NEWS_FEED_FRAME_HEIGHT = 800;

/** Shown on /news and in the admin when the top stories cannot be fetched. */
export const TOP_STORIES_LOAD_ERROR = "Failed to load top stories. Please try again later.";

/** News page top-story cards. */
export const NEWS_EXCERPT_FALLBACK_LENGTH = 120;
/** The admin's top-story previews. */
export const ADMIN_EXCERPT_FALLBACK_LENGTH = 150;

interface Excerptable {
  excerpt?: string | null;
  content: string;
}

/**
 * The excerpt, or the first `length` characters of the content followed by an ellipsis. Content
 * that already fits is shown whole, without an ellipsis that would promise more than there is.
 */
export function newsExcerpt(
  { excerpt, content }: Excerptable,
  length = NEWS_EXCERPT_FALLBACK_LENGTH,
): string {
  if (excerpt?.trim()) return excerpt;
  // Count characters, not UTF-16 units, so an emoji or accented letter is never cut in half.
  const characters = Array.from(content.trim());
  if (characters.length <= length) return characters.join("");
  return `${characters.slice(0, length).join("").trimEnd()}...`;
}

/** Admin lists preview articles cut above 200 characters. */
export const ADMIN_PREVIEW_MAX_LENGTH = 200;

/** Text of up to `max` characters is shown whole; longer text is cut to `max` plus an ellipsis. */
export function truncatePreview(text: string, max = ADMIN_PREVIEW_MAX_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  return `${characters.slice(0, max).join("").trimEnd()}...`;
}

/** The admin's top-story preview: the excerpt or 150 characters of content, then at most 200. */
export const adminStoryPreview = (story: Excerptable) =>
  truncatePreview(newsExcerpt(story, ADMIN_EXCERPT_FALLBACK_LENGTH));
