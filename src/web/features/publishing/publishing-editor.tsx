// Writing one piece of any kind written in the admin: its title and excerpt, the kind's own fields
// (./publishing-kind.ts), the text with the accessibility checks beside it as the author types, a live
// preview of Markdown through the public renderer, the earlier versions, and the steps to ask for
// a review, publish, schedule, send back or take down. A contributor saves drafts and asks for a
// review; an editor publishes.
import { useDeferredValue, useRef, useState } from "react";
import { escapeMarkdownLine } from "../../../shared/markdown/from-plain-text.ts";
import { MARKDOWN_NESTING_MAX } from "../../../shared/markdown/limits.ts";
import { pagePath } from "../../../shared/page-paths.ts";
import { PUBLISHING_KINDS, type PublishingKindName } from "../../../shared/publishing-kinds.ts";
import { ImageUploadDialog } from "../../components/image-upload-dialog.tsx";
import { MarkdownContent } from "../../components/markdown-content.tsx";
import { ErrorSummary, type SummaryItem } from "../../components/ui/error-summary.tsx";
import type { PublishingItem } from "../../lib/queries/publishing.ts";
import { ChecksList } from "./checks-list.tsx";
import { EditorActions } from "./editor-actions.tsx";
import { insertAtCaret, MarkdownField } from "./markdown-field.tsx";
import { PublishStep } from "./publish-dialog.tsx";
import type { CommonFields, EditingKind, Issue } from "./publishing-kind.ts";
import { RevisionsPanel } from "./revisions-panel.tsx";
import { SendBackDialog } from "./send-back-dialog.tsx";
import { showInText } from "./show-in-text.ts";
import { StatusLine } from "./status-line.tsx";
import { TextInput } from "./text-input.tsx";
import {
  usePublish,
  useSave,
  useSendBack,
  useSubmitForReview,
  useUnpublish,
} from "./use-publishing.ts";
import { useTextChecks } from "./use-text-checks.ts";

const commonOf = (item: CommonFields | undefined): CommonFields => ({
  title: item?.title ?? "",
  excerpt: item?.excerpt ?? "",
  content: item?.content ?? "",
});

interface PublishingEditorProps<Kind extends PublishingKindName, Own> {
  editing: EditingKind<Kind, Own>;
  item: PublishingItem<Kind> | undefined;
  onSaved: (item: PublishingItem<Kind>) => void;
  /**
   * After an action that changes where the piece stands (submitted, published, sent back, taken
   * down): the button pressed has usually gone, so focus goes to the piece's heading.
   */
  onMoved?: () => void;
}

export function PublishingEditor<Kind extends PublishingKindName, Own>({
  editing,
  item,
  onSaved,
  onMoved = () => {},
}: PublishingEditorProps<Kind, Own>) {
  const { kind, idPrefix, limits, markdown, Fields, Details } = editing;
  const noun = PUBLISHING_KINDS[kind].noun.one;
  const ids = {
    form: `${idPrefix}-form`,
    summary: `${idPrefix}-error-summary`,
    title: `${idPrefix}-title`,
    excerpt: `${idPrefix}-excerpt`,
    content: `${idPrefix}-content`,
    preview: `${idPrefix}-preview-title`,
  };
  const saved = item as (CommonFields & { excerpt: string | null }) | undefined;
  const [common, setCommon] = useState<CommonFields>(() => commonOf(saved));
  const [own, setOwn] = useState<Own>(() => editing.ownOf(item));
  const [problems, setProblems] = useState<SummaryItem<string>[]>([]);
  const [publishing, setPublishing] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const [addingImage, setAddingImage] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const checksSection = useRef<HTMLElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const save = useSave(kind);
  const publish = usePublish(kind);
  const unpublish = useUnpublish(kind);
  const submit = useSubmitForReview(kind);
  const sendBack = useSendBack(kind);
  // The checks and preview follow the text a moment behind, so typing never waits for them.
  const content = useDeferredValue(common.content);
  const { checks, age, tree } = useTextChecks(content, item);
  const errors = checks.filter((check) => check.severity === "error");
  const dirty =
    JSON.stringify([common, own]) !== JSON.stringify([commonOf(saved), editing.ownOf(item)]);

  /** To the first check's "Show in the text", or to the checks' heading when there are none. */
  const goToChecks = () => {
    const section = checksSection.current;
    (section?.querySelector<HTMLElement>("li button") ?? section?.querySelector("h4"))?.focus();
  };

  const set = (name: keyof CommonFields) => (value: string) =>
    setCommon((current) => ({ ...current, [name]: value }));
  const problemOf = (id: string) => problems.find((entry) => entry.id === id)?.message;

  const idOf = ({ path }: Issue) => {
    const [field] = path;
    return field === "title" || field === "excerpt" || field === "content"
      ? ids[field]
      : editing.fieldIdOf(path);
  };

  /** Checks the fields with the server's contract; the valid body, or null with the problems shown. */
  const validBody = () => {
    const checked = editing.check(common, own);
    if ("body" in checked) {
      setProblems([]);
      return checked.body;
    }
    // In the order of the page: each field's first problem, linked to it.
    const order = [...document.querySelectorAll(`#${ids.form} [id]`)].map((element) => element.id);
    const seen = new Set<string>();
    const items = checked.issues
      .flatMap((issue) => {
        const id = idOf(issue);
        if (!id || seen.has(id)) return [];
        seen.add(id);
        return [{ name: id, id, message: issue.message }];
      })
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    setProblems(items);
    // Once the summary is drawn: it lists each problem with a link to its field.
    requestAnimationFrame(() => summary.current?.focus());
    return null;
  };

  const moved = (changed: PublishingItem<Kind>) => {
    onSaved(changed);
    onMoved();
  };

  const saveDraft = async () => {
    const body = validBody();
    if (!body) return null;
    const result = await save.mutateAsync({ id: item?.id ?? null, body });
    onSaved(result);
    return result;
  };

  /** Unsaved changes are saved first, so the editors review what the author sees. */
  const submitForReview = async () => {
    const current = dirty ? await saveDraft().catch(() => null) : item;
    if (current) submit.mutate(current.id, { onSuccess: moved });
  };

  return (
    <div className="flex flex-col gap-6">
      {item && <StatusLine item={item} />}
      <form
        id={ids.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft().catch(() => {});
        }}
        className="flex flex-col gap-4"
      >
        <div ref={summary} tabIndex={-1}>
          <ErrorSummary
            id={ids.summary}
            subject={`the ${noun}`}
            headingLevel="h4"
            items={problems}
            onSelect={(id) => document.getElementById(id)?.focus()}
          />
        </div>
        <TextInput
          id={ids.title}
          label="Title"
          value={common.title}
          onChange={set("title")}
          maxLength={limits.title}
          invalid={problemOf(ids.title)}
        />
        <TextInput
          id={ids.excerpt}
          label="Excerpt"
          description={editing.excerptHint}
          value={common.excerpt}
          onChange={set("excerpt")}
          maxLength={limits.excerpt}
          invalid={problemOf(ids.excerpt)}
          rows={3}
        />
        <Fields value={own} onChange={setOwn} problemOf={problemOf} />
        {/* The checks sit beside the text (below it on a narrow screen), next in the Tab order,
            so the author reaches the first one in a keystroke or two. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <MarkdownField
            id={ids.content}
            label="Text"
            description={`${editing.textHint} Up to ${limits.content.toLocaleString("en-GB")} characters${markdown ? `, with lists and quotes nested at most ${MARKDOWN_NESTING_MAX} deep` : ""}.`}
            value={common.content}
            onChange={set("content")}
            textArea={textArea}
            invalid={problemOf(ids.content)}
            onImage={markdown ? () => setAddingImage(true) : undefined}
            {...(markdown ? {} : { maxLength: limits.content })}
            onGoToChecks={goToChecks}
          />
          <ChecksList
            checks={checks}
            age={age}
            onShow={(check) => showInText(textArea.current, check)}
            sectionRef={checksSection}
          />
        </div>
        {Details && <Details value={own} onChange={setOwn} problemOf={problemOf} />}
        <EditorActions
          saved={item}
          previewHref={
            item ? pagePath(PUBLISHING_KINDS[kind].previewPath, { ref: item.id }) : undefined
          }
          dirty={dirty}
          isSaving={save.isPending}
          isTakingDown={unpublish.isPending}
          isSubmitting={submit.isPending}
          onPublish={() => setPublishing(true)}
          onTakeDown={() => item && unpublish.mutate(item.id, { onSuccess: moved })}
          onSubmitForReview={() => void submitForReview()}
          onSendBack={() => setSendingBack(true)}
        />
      </form>

      {markdown && (
        <section aria-labelledby={ids.preview} className="flex flex-col gap-3">
          <h4 id={ids.preview} className="font-bold text-lg">
            Preview
          </h4>
          <div className="rounded-xl border-2 border-line p-4 sm:p-6">
            <p className="font-bold text-2xl">{common.title || editing.words.untitled}</p>
            <MarkdownContent content={content} parsed={tree} titleLevel={4} />
          </div>
        </section>
      )}

      {item && (
        <RevisionsPanel
          kind={kind}
          id={item.id}
          onRestored={(restored) => {
            setCommon(commonOf(restored as CommonFields));
            setOwn(editing.ownOf(restored));
            onSaved(restored);
          }}
        />
      )}

      {markdown && (
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
      )}

      {item && (
        <PublishStep
          subject={noun}
          publish={publish}
          isOpen={publishing}
          onOpenChange={setPublishing}
          checks={checks}
          errors={errors.length}
          beforePublish={dirty ? saveDraft : async () => item}
          onPublished={moved}
          onShow={(check) => {
            setPublishing(false);
            // Once the step has closed and given focus back, on to the words.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => showInText(textArea.current, check)),
            );
          }}
        />
      )}

      {item && (
        <SendBackDialog
          isOpen={sendingBack}
          onOpenChange={setSendingBack}
          noun={noun}
          isSending={sendBack.isPending}
          onSend={(note) =>
            sendBack.mutate(
              { id: item.id, note },
              {
                onSuccess: (sent) => {
                  setSendingBack(false);
                  moved(sent);
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
