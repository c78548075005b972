// An article's text, read from its Markdown. The reader (about 17 KB) is a chunk of its own, kept
// out of the Advice page's first load, where articles are only cards until 'Read more' is used.
// The server renders the text all the same, and the browser loads the chunk before hydrating a
// page that shows it (an article's own page), so the text is there with and without JavaScript.
import { type ComponentProps, Suspense } from "react";
import type { MarkdownContent } from "../../components/markdown-content.tsx";
import { CHUNK_ATTRIBUTE, preloadable } from "../../lib/preloadable.tsx";

const reader = preloadable<ComponentProps<typeof MarkdownContent>>(
  () =>
    import("../../components/markdown-content.tsx").then(({ MarkdownContent }) => ({
      default: MarkdownContent,
    })),
  "article-text",
);

/** Fetches the reader ahead of a dialog that will need it (a 'Read more' link pointed at). */
export const preloadArticleText = reader.preload;

export function ArticleText(props: ComponentProps<typeof MarkdownContent>) {
  return (
    <div {...{ [CHUNK_ATTRIBUTE]: reader.name }}>
      <Suspense fallback={<p role="status">Loading the article…</p>}>
        <reader.Component {...props} />
      </Suspense>
    </div>
  );
}
