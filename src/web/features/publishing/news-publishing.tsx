// News in the one editor and list (./publishing-kind.ts): a category in a word or two, a source link,
// a picture from the media library, and the top-story mark, which only an editor may set; the
// text is plain paragraphs, as the news page shows it. Imported items are listed too.
import {
  ADMIN_NEWS_LIST_MAX,
  NEWS_FIELD_MAX,
  newsCreateInput,
} from "../../../shared/contracts/news.ts";
import { PictureField } from "../../components/picture-field.tsx";
import { useCan } from "../../lib/use-admin-session.ts";
import type { EditingKind, OwnFieldsProps } from "./publishing-kind.ts";
import { TextInput } from "./text-input.tsx";

interface NewsFields {
  category: string;
  sourceUrl: string;
  imageUrl: string;
  /** The picture's alt text as uploaded, to show beside it; the form sends only its reference. */
  imageAlt: string | null;
  isTopStory: boolean;
}

const IDS = {
  category: "news-item-category",
  sourceUrl: "news-item-source-url",
  imageUrl: "news-item-image-url",
  isTopStory: "news-item-top-story",
} as const;

function NewsItemFields({ value, onChange, problemOf }: OwnFieldsProps<NewsFields>) {
  // Which news leads the page is an editor's choice; a contributor's draft keeps what it has.
  const mayChooseTopStories = useCan("publish-content");
  return (
    <>
      <TextInput
        id={IDS.category}
        label="Category"
        description="A word or two, shown above the title. For example: Venues, Transport, Law."
        value={value.category}
        onChange={(category) => onChange({ ...value, category })}
        maxLength={NEWS_FIELD_MAX.category}
        invalid={problemOf(IDS.category)}
      />
      <TextInput
        id={IDS.sourceUrl}
        label="Source link (optional)"
        description="The web address of the original report, starting https://."
        value={value.sourceUrl}
        onChange={(sourceUrl) => onChange({ ...value, sourceUrl })}
        maxLength={NEWS_FIELD_MAX.url}
        invalid={problemOf(IDS.sourceUrl)}
        type="url"
      />
      <PictureField
        id={IDS.imageUrl}
        label="Picture (optional)"
        description="Shown with the item among the top stories. Upload it here, with a description or marked as decorative."
        value={value.imageUrl ? { url: value.imageUrl, alt: value.imageAlt } : null}
        onChange={(picture) =>
          onChange({ ...value, imageUrl: picture?.url ?? "", imageAlt: picture?.alt ?? null })
        }
        invalid={problemOf(IDS.imageUrl)}
      />
      {mayChooseTopStories && (
        <div className="flex items-start gap-2">
          <input
            id={IDS.isTopStory}
            type="checkbox"
            checked={value.isTopStory}
            onChange={(event) => onChange({ ...value, isTopStory: event.target.checked })}
            aria-describedby={`${IDS.isTopStory}-description`}
            className="mt-1 size-5"
          />
          <div>
            <label htmlFor={IDS.isTopStory} className="font-semibold">
              Top story
            </label>
            <p id={`${IDS.isTopStory}-description`} className="text-muted">
              Shown among the top stories on the news page once published.
            </p>
          </div>
        </div>
      )}
    </>
  );
}

export const newsEditing: EditingKind<"news", NewsFields> = {
  kind: "news",
  idPrefix: "news-item",
  limits: {
    title: NEWS_FIELD_MAX.title,
    excerpt: NEWS_FIELD_MAX.excerpt,
    content: NEWS_FIELD_MAX.content,
  },
  excerptHint: "One or two sentences shown on the news page and in the feed.",
  markdown: false,
  textHint: "Plain text: leave a blank line between paragraphs.",

  ownOf: (item) => ({
    category: item?.category ?? "",
    sourceUrl: item?.sourceUrl ?? "",
    imageUrl: item?.imageUrl ?? "",
    imageAlt: item?.imageAlt ?? null,
    isTopStory: item?.isTopStory ?? false,
  }),

  check(common, { imageAlt: _shown, ...own }) {
    const parsed = newsCreateInput.safeParse({ ...common, ...own });
    if (!parsed.success) return { issues: parsed.error.issues };
    // Every field, so a link left empty is removed from a saved item too.
    const { sourceUrl = null, imageUrl = null } = parsed.data;
    return { body: { ...parsed.data, sourceUrl, imageUrl } };
  },

  fieldIdOf: ([field]) => IDS[field as keyof typeof IDS],

  Fields: NewsItemFields,

  words: {
    heading: "News",
    write: "Write a news item",
    newTitle: "New news item",
    backLabel: "Back to the news",
    loading: "Loading news…",
    none: "No news yet. Write the first item.",
    caption: (count) =>
      `News items, most recently changed first${count >= ADMIN_NEWS_LIST_MAX ? ` (the latest ${ADMIN_NEWS_LIST_MAX})` : ""}`,
    untitled: "Untitled news item",
  },
  /** Who wrote it: a person, a feed, or (before news was written in the admin) the team. */
  byline: (item) =>
    item.authorName ?? (item.imported ? "A news source" : "Real Access editorial team"),
  statusNote: (item) => (item.isTopStory ? ", top story" : ""),
};
