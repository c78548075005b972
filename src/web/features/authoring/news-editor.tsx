// Writing one news item: its fields, the text in a plain text area, the accessibility
// checks as the author types, and the steps to publish, schedule or take it down, as for articles
// (article-editor.tsx). A contributor saves drafts; an editor publishes. News text is paragraphs
// separated by blank lines, as the news page shows it.
import { useDeferredValue, useRef, useState } from "react";
import { NEWS_FIELD_MAX, newsCreateInput } from "../../../shared/contracts/news.ts";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { newsPreviewPath } from "../../../shared/permalinks.ts";
import { PUBLICATION_STATUS_LABELS } from "../../../shared/publication.ts";
import { PictureField } from "../../components/picture-field.tsx";
import { ErrorSummary, type SummaryItem } from "../../components/ui/error-summary.tsx";
import { useCan } from "../../lib/use-admin-session.ts";
import { ChecksList } from "./checks-list.tsx";
import { EditorActions } from "./editor-actions.tsx";
import { PublishStep } from "./publish-dialog.tsx";
import { showInText } from "./show-in-text.ts";
import { TextInput } from "./text-input.tsx";
import {
  type AdminNewsItem,
  usePublishNewsItem,
  useSaveNewsItem,
  useUnpublishNewsItem,
} from "./use-news-items.ts";
import { useTextChecks } from "./use-text-checks.ts";

type TextField = "title" | "excerpt" | "category" | "sourceUrl" | "imageUrl" | "content";

/** The fields in the page's order, which is also the error summary's. */
const FIELD_IDS: Record<TextField, string> = {
  title: "news-item-title",
  excerpt: "news-item-excerpt",
  category: "news-item-category",
  sourceUrl: "news-item-source-url",
  imageUrl: "news-item-image-url",
  content: "news-item-content",
};
const TOP_STORY_ID = "news-item-top-story";
const SUMMARY_ID = "news-item-error-summary";

type Fields = Record<TextField, string> & { isTopStory: boolean };

const fieldsOf = (item: AdminNewsItem | undefined): Fields => ({
  title: item?.title ?? "",
  excerpt: item?.excerpt ?? "",
  category: item?.category ?? "",
  sourceUrl: item?.sourceUrl ?? "",
  imageUrl: item?.imageUrl ?? "",
  content: item?.content ?? "",
  isTopStory: item?.isTopStory ?? false,
});

function StatusLine({ item }: { item: AdminNewsItem }) {
  return (
    <p>
      <strong>{PUBLICATION_STATUS_LABELS[item.status]}</strong>
      {item.status === "scheduled" && item.publishAt ? (
        `: goes public ${formatUkDateTime(new Date(item.publishAt))}.`
      ) : item.status === "published" ? (
        <>
          : on the site at{" "}
          <a href={item.url} className="font-semibold text-accent underline underline-offset-4">
            {item.url}
          </a>
          .
        </>
      ) : (
        ": only the editorial team can see it."
      )}
    </p>
  );
}

interface NewsEditorProps {
  item: AdminNewsItem | undefined;
  onSaved: (item: AdminNewsItem) => void;
}

export function NewsEditor({ item, onSaved }: NewsEditorProps) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(item));
  // The picture's alt text as uploaded, to show beside it; the form sends only its reference.
  const [pictureAlt, setPictureAlt] = useState<string | null>(item?.imageAlt ?? null);
  const [problems, setProblems] = useState<SummaryItem<TextField>[]>([]);
  const [publishing, setPublishing] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  // Which news leads the page is an editor's choice; a contributor's draft keeps what it has.
  const mayChooseTopStories = useCan("publish-content");
  const summary = useRef<HTMLDivElement>(null);
  const save = useSaveNewsItem();
  const publish = usePublishNewsItem();
  const unpublish = useUnpublishNewsItem();
  // The checks follow the text a moment behind, so typing never waits for them.
  const content = useDeferredValue(fields.content);
  const { checks, grade } = useTextChecks(content, item);
  const errors = checks.filter((check) => check.severity === "error");
  const saved = fieldsOf(item);
  const dirty = (Object.keys(fields) as (keyof Fields)[]).some((key) => fields[key] !== saved[key]);

  const set = (name: TextField) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const problemOf = (name: TextField) => problems.find((entry) => entry.name === name)?.message;

  /** Checks the fields with the server's contract; the valid body, or null with the problems shown. */
  const validBody = () => {
    const parsed = newsCreateInput.safeParse(fields);
    if (parsed.success) {
      setProblems([]);
      // Every field, so a link left empty is removed from a saved item too.
      const { sourceUrl = null, imageUrl = null } = parsed.data;
      return { ...parsed.data, sourceUrl, imageUrl };
    }
    const items = (Object.keys(FIELD_IDS) as TextField[]).flatMap((name) => {
      const issue = parsed.error.issues.find((i) => i.path[0] === name);
      return issue ? [{ name, id: FIELD_IDS[name], message: issue.message }] : [];
    });
    setProblems(items);
    // Once the summary is drawn: it lists each problem with a link to its field.
    requestAnimationFrame(() => summary.current?.focus());
    return null;
  };

  const saveDraft = async () => {
    const body = validBody();
    if (!body) return null;
    const result = await save.mutateAsync({ id: item?.id ?? null, body });
    onSaved(result);
    return result;
  };

  return (
    <div className="flex flex-col gap-6">
      {item && <StatusLine item={item} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft().catch(() => {});
        }}
        className="flex flex-col gap-4"
      >
        <div ref={summary} tabIndex={-1}>
          <ErrorSummary
            id={SUMMARY_ID}
            subject="the news item"
            headingLevel="h4"
            items={problems}
            onSelect={(name) => document.getElementById(FIELD_IDS[name])?.focus()}
          />
        </div>
        <TextInput
          id={FIELD_IDS.title}
          label="Title"
          value={fields.title}
          onChange={set("title")}
          maxLength={NEWS_FIELD_MAX.title}
          invalid={problemOf("title")}
        />
        <TextInput
          id={FIELD_IDS.excerpt}
          label="Excerpt"
          description="One or two sentences shown on the news page and in the feed."
          value={fields.excerpt}
          onChange={set("excerpt")}
          maxLength={NEWS_FIELD_MAX.excerpt}
          invalid={problemOf("excerpt")}
          rows={3}
        />
        <TextInput
          id={FIELD_IDS.category}
          label="Category"
          description="A word or two, shown above the title. For example: Venues, Transport, Law."
          value={fields.category}
          onChange={set("category")}
          maxLength={NEWS_FIELD_MAX.category}
          invalid={problemOf("category")}
        />
        <TextInput
          id={FIELD_IDS.sourceUrl}
          label="Source link (optional)"
          description="The web address of the original report, starting https://."
          value={fields.sourceUrl}
          onChange={set("sourceUrl")}
          maxLength={NEWS_FIELD_MAX.url}
          invalid={problemOf("sourceUrl")}
          type="url"
        />
        <PictureField
          id={FIELD_IDS.imageUrl}
          label="Picture (optional)"
          description="Shown with the item among the top stories. Upload it here, with a description or marked as decorative."
          value={fields.imageUrl ? { url: fields.imageUrl, alt: pictureAlt } : null}
          onChange={(picture) => {
            set("imageUrl")(picture?.url ?? "");
            setPictureAlt(picture?.alt ?? null);
          }}
          invalid={problemOf("imageUrl")}
        />
        {mayChooseTopStories && (
          <div className="flex items-start gap-2">
            <input
              id={TOP_STORY_ID}
              type="checkbox"
              checked={fields.isTopStory}
              onChange={(event) =>
                setFields((current) => ({ ...current, isTopStory: event.target.checked }))
              }
              aria-describedby={`${TOP_STORY_ID}-description`}
              className="mt-1 size-5"
            />
            <div>
              <label htmlFor={TOP_STORY_ID} className="font-semibold">
                Top story
              </label>
              <p id={`${TOP_STORY_ID}-description`} className="text-muted">
                Shown among the top stories on the news page once published.
              </p>
            </div>
          </div>
        )}
        <TextInput
          id={FIELD_IDS.content}
          label="Text"
          description={`Plain text: leave a blank line between paragraphs. Up to ${NEWS_FIELD_MAX.content.toLocaleString("en-GB")} characters.`}
          value={fields.content}
          onChange={set("content")}
          maxLength={NEWS_FIELD_MAX.content}
          invalid={problemOf("content")}
          rows={12}
          textArea={textArea}
        />
        <EditorActions
          saved={item}
          previewHref={item ? newsPreviewPath(item.id) : undefined}
          dirty={dirty}
          isSaving={save.isPending}
          isTakingDown={unpublish.isPending}
          onPublish={() => setPublishing(true)}
          onTakeDown={() => item && unpublish.mutate(item.id, { onSuccess: onSaved })}
        />
      </form>

      <ChecksList
        checks={checks}
        grade={grade}
        onShow={(check) => showInText(textArea.current, check)}
      />

      {item && (
        <PublishStep
          subject="news item"
          publish={publish}
          isOpen={publishing}
          onOpenChange={setPublishing}
          checks={checks}
          errors={errors.length}
          beforePublish={dirty ? saveDraft : async () => item}
          onPublished={onSaved}
        />
      )}
    </div>
  );
}
