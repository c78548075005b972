// Writing one expert article: its fields, the Markdown text with its toolbar, the
// accessibility checks as the author types, a live preview through the public renderer, and the
// steps to publish, schedule or take it down. A contributor saves drafts; an editor publishes.
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useRef, useState } from "react";
import {
  ARTICLE_CONTENT_MAX,
  ARTICLE_EXCERPT_MAX,
  ARTICLE_TITLE_MAX,
  articleCreateInput,
} from "../../../shared/contracts/authoring.ts";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { escapeMarkdownLine } from "../../../shared/markdown/from-plain-text.ts";
import {
  lineLimitProblem,
  MARKDOWN_NESTING_MAX,
  NESTING_MESSAGE,
} from "../../../shared/markdown/limits.ts";
import { articlePreviewPath } from "../../../shared/permalinks.ts";
import { PUBLICATION_STATUS_LABELS } from "../../../shared/publication.ts";
import { ImageUploadDialog } from "../../components/image-upload-dialog.tsx";
import { MarkdownContent } from "../../components/markdown-content.tsx";
import { ErrorSummary, type SummaryItem } from "../../components/ui/error-summary.tsx";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { adviceCategoriesQuery } from "../../lib/queries/expert-articles.ts";
import {
  ArticleDetails,
  type ArticleDetailsFields,
  DISPLAY_ORDER_ID,
  detailsOf,
  RELATED_ID,
  type SourceFields,
  sourceFieldId,
} from "./article-details.tsx";
import { ChecksList } from "./checks-list.tsx";
import { EditorActions } from "./editor-actions.tsx";
import { insertAtCaret, MarkdownField } from "./markdown-field.tsx";
import { PublishDialog } from "./publish-dialog.tsx";
import { RevisionsPanel } from "./revisions-panel.tsx";
import { showInText } from "./show-in-text.ts";
import { TextInput } from "./text-input.tsx";
import { type AdminArticle, useSaveArticle, useUnpublishArticle } from "./use-articles.ts";
import { useTextChecks } from "./use-text-checks.ts";

type FieldName = "title" | "excerpt" | "categoryId" | "tags" | "content";
const FIELD_IDS: Record<FieldName | "relatedQuickSolutionIds" | "displayOrder", string> = {
  title: "article-title",
  excerpt: "article-excerpt",
  categoryId: "article-category",
  tags: "article-tags",
  content: "article-content",
  relatedQuickSolutionIds: RELATED_ID,
  displayOrder: DISPLAY_ORDER_ID,
};

/** The contract, and the nesting limit the server's 422 would name (found here without parsing). */
const editorInput = articleCreateInput.refine(({ content }) => !lineLimitProblem(content), {
  path: ["content"],
  message: NESTING_MESSAGE,
});

/** The element a problem the contract found belongs to: a field, or one part of a source. */
function fieldIdOf(path: readonly PropertyKey[]): string | undefined {
  const [field, index, part] = path;
  if (field === "sources" && typeof index === "number") {
    return sourceFieldId(index, (part as keyof SourceFields | undefined) ?? "title");
  }
  return FIELD_IDS[field as keyof typeof FIELD_IDS];
}

interface Fields {
  title: string;
  excerpt: string;
  categoryId: string;
  tags: string;
  content: string;
}

const fieldsOf = (article: AdminArticle | undefined): Fields => ({
  title: article?.title ?? "",
  excerpt: article?.excerpt ?? "",
  categoryId: article ? String(article.categoryId) : "",
  tags: article?.tags.join(", ") ?? "",
  content: article?.content ?? "",
});

interface ArticleEditorProps {
  article: AdminArticle | undefined;
  onSaved: (article: AdminArticle) => void;
}

export function ArticleEditor({ article, onSaved }: ArticleEditorProps) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(article));
  const [details, setDetails] = useState<ArticleDetailsFields>(() => detailsOf(article));
  const [problems, setProblems] = useState<SummaryItem<string>[]>([]);
  const [publishing, setPublishing] = useState(false);
  const [addingImage, setAddingImage] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const checksSection = useRef<HTMLElement>(null);
  const categories = useQuery(adviceCategoriesQuery());
  const save = useSaveArticle();
  const unpublish = useUnpublishArticle();
  // The checks and preview follow the text a moment behind, so typing never waits for them.
  const content = useDeferredValue(fields.content);
  const { checks, grade, tree } = useTextChecks(content, article);
  const errors = checks.filter((check) => check.severity === "error");
  const saved = fieldsOf(article);
  const dirty =
    (Object.keys(fields) as (keyof Fields)[]).some((key) => fields[key] !== saved[key]) ||
    JSON.stringify(details) !== JSON.stringify(detailsOf(article));

  /** To the first check's "Show in the text", or to the checks' heading when there are none. */
  const goToChecks = () => {
    const section = checksSection.current;
    (section?.querySelector<HTMLElement>("li button") ?? section?.querySelector("h4"))?.focus();
  };

  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const problemOf = (id: string) => problems.find((item) => item.id === id)?.message;

  /** Checks the fields with the server's contract; the valid body, or null with the problems shown. */
  const validBody = () => {
    const parsed = editorInput.safeParse({
      title: fields.title,
      excerpt: fields.excerpt,
      categoryId: fields.categoryId ? Number(fields.categoryId) : undefined,
      tags: fields.tags,
      content: fields.content,
      sources: details.sources,
      relatedQuickSolutionIds: details.relatedQuickSolutionIds,
      displayOrder: details.displayOrder.trim() === "" ? 0 : Number(details.displayOrder),
    });
    if (parsed.success) {
      setProblems([]);
      return parsed.data;
    }
    // In the order of the page: each field's first problem, linked to it.
    const order = [...document.querySelectorAll("#article-form [id]")].map((element) => element.id);
    const seen = new Set<string>();
    const items = parsed.error.issues
      .flatMap((issue) => {
        const id = fieldIdOf(issue.path);
        if (!id || seen.has(id)) return [];
        seen.add(id);
        const message = id === FIELD_IDS.categoryId ? "Choose a category" : issue.message;
        return [{ name: id, id, message }];
      })
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    setProblems(items);
    // Once the summary is drawn: it lists each problem with a link to its field.
    requestAnimationFrame(() =>
      document.getElementById("article-error-summary")?.parentElement?.focus(),
    );
    return null;
  };

  const saveDraft = async () => {
    const body = validBody();
    if (!body) return null;
    const result = await save.mutateAsync({ id: article?.id ?? null, body });
    onSaved(result);
    return result;
  };

  return (
    <div className="flex flex-col gap-6">
      {article && (
        <p>
          <strong>{PUBLICATION_STATUS_LABELS[article.status]}</strong>
          {article.status === "scheduled" && article.publishAt
            ? `: goes public ${formatUkDateTime(new Date(article.publishAt))}.`
            : article.status === "published"
              ? `: on the site at ${article.url}.`
              : ": only the editorial team can see it."}
        </p>
      )}
      <form
        id="article-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft().catch(() => {});
        }}
        className="flex flex-col gap-4"
      >
        <div tabIndex={-1}>
          <ErrorSummary
            id="article-error-summary"
            subject="the article"
            items={problems}
            onSelect={(id) => document.getElementById(id)?.focus()}
          />
        </div>
        <TextInput
          id={FIELD_IDS.title}
          label="Title"
          value={fields.title}
          onChange={set("title")}
          maxLength={ARTICLE_TITLE_MAX}
          invalid={problemOf(FIELD_IDS.title)}
        />
        <TextInput
          id={FIELD_IDS.excerpt}
          label="Excerpt"
          description="One or two sentences shown in lists and search results."
          value={fields.excerpt}
          onChange={set("excerpt")}
          maxLength={ARTICLE_EXCERPT_MAX}
          invalid={problemOf(FIELD_IDS.excerpt)}
          rows={3}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={FIELD_IDS.categoryId} className="font-semibold">
            Category
          </label>
          {problemOf(FIELD_IDS.categoryId) && (
            <p id="article-category-error" className="font-semibold text-danger">
              <span aria-hidden="true">⚠ </span>
              {problemOf(FIELD_IDS.categoryId)}
            </p>
          )}
          <select
            id={FIELD_IDS.categoryId}
            value={fields.categoryId}
            onChange={(event) => set("categoryId")(event.target.value)}
            aria-invalid={problemOf(FIELD_IDS.categoryId) ? true : undefined}
            aria-describedby={
              problemOf(FIELD_IDS.categoryId) ? "article-category-error" : undefined
            }
            className={`${fieldClass} sm:max-w-md`}
          >
            <option value="">
              {categories.isPending ? "Loading categories…" : "Choose a category"}
            </option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <TextInput
          id={FIELD_IDS.tags}
          label="Tags"
          description="Words people may search by, separated by commas. For example: entrances, ramps."
          value={fields.tags}
          onChange={set("tags")}
          invalid={problemOf(FIELD_IDS.tags)}
        />
        {/* The checks sit beside the text (below it on a narrow screen), next in the Tab order,
            so the author reaches the first one in a keystroke or two. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <MarkdownField
            id={FIELD_IDS.content}
            label="Text"
            description={`Markdown: start sections with ## (the title is the page's main heading), leave a blank line between paragraphs. Up to ${ARTICLE_CONTENT_MAX.toLocaleString("en-GB")} characters, with lists and quotes nested at most ${MARKDOWN_NESTING_MAX} deep.`}
            value={fields.content}
            onChange={set("content")}
            textArea={textArea}
            invalid={problemOf(FIELD_IDS.content)}
            onImage={() => setAddingImage(true)}
            onGoToChecks={goToChecks}
          />
          <ChecksList
            checks={checks}
            grade={grade}
            onShow={(check) => showInText(textArea.current, check)}
            sectionRef={checksSection}
          />
        </div>
        <ArticleDetails value={details} onChange={setDetails} problemOf={problemOf} />
        <EditorActions
          saved={article}
          previewHref={article ? articlePreviewPath(article.id) : undefined}
          dirty={dirty}
          isSaving={save.isPending}
          isTakingDown={unpublish.isPending}
          onPublish={() => setPublishing(true)}
          onTakeDown={() => article && unpublish.mutate(article.id, { onSuccess: onSaved })}
        />
      </form>

      <section aria-labelledby="article-preview-title" className="flex flex-col gap-3">
        <h4 id="article-preview-title" className="font-bold text-lg">
          Preview
        </h4>
        <div className="rounded-xl border-2 border-line p-4 sm:p-6">
          <p className="font-bold text-2xl">{fields.title || "Untitled article"}</p>
          <MarkdownContent content={content} parsed={tree} titleLevel={4} />
        </div>
      </section>

      {article && (
        <RevisionsPanel
          article={article}
          onRestored={(restored) => {
            setFields(fieldsOf(restored));
            setDetails(detailsOf(restored));
            onSaved(restored);
          }}
        />
      )}

      <ImageUploadDialog
        isOpen={addingImage}
        onOpenChange={setAddingImage}
        onUploaded={(image) =>
          insertAtCaret(
            textArea.current,
            `\n\n![${escapeMarkdownLine(image.alt)}](${image.url})\n\n`,
            set("content"),
          )
        }
      />

      {article && (
        <PublishDialog
          isOpen={publishing}
          onOpenChange={setPublishing}
          checks={checks}
          errors={errors.length}
          beforePublish={dirty ? saveDraft : async () => article}
          onPublished={onSaved}
        />
      )}
    </div>
  );
}
