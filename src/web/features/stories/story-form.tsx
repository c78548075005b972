// The story submission form (docs/product.md#sharing-a-story), validated with the contract the
// server uses. Two anti-spam extras travel with it (docs/decisions/007): a honeypot field and the
// signed time the form was shown. A person who is quicker than the server's 3-second floor just
// waits a moment. Without JavaScript it is a plain post to the page, which the server checks the
// same way, with the signed time the server rendered into the form: it renders this form again
// with what was sent and what was wrong, or redirects to the tab's confirmation.

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { apiErrorOf } from "../../../shared/api-error.ts";
import {
  HONEYPOT_FIELD,
  STORY_LIMITS,
  STORY_MESSAGES,
  STORY_TEXT,
  type StoryInput,
  type StoryValidInput,
  storyInput,
} from "../../../shared/contracts/stories.ts";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import {
  STORY_FORM_ANCHOR,
  STORY_FORM_PAGE,
  STORY_SHARED_PARAM,
} from "../../../shared/posted-forms.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { postedStoryQuery } from "../../lib/queries/posted-forms.ts";
import { pageFormTokenQuery } from "../../lib/queries/stories.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { usePostedForm } from "../../lib/use-posted-form.ts";
import { useFormTokenGate } from "./use-form-token-gate.ts";
import { useSubmitStory } from "./use-stories.ts";

type FieldName = "title" | "content" | "excerpt" | "authorName" | "authorEmail";

/** Field order on the page, which is also the error summary's order. */
const FIELDS: SummaryField<FieldName>[] = [
  { name: "title", id: "story-title" },
  { name: "content", id: "story-content" },
  { name: "excerpt", id: "story-excerpt" },
  { name: "authorName", id: "story-author-name" },
  { name: "authorEmail", id: "story-author-email" },
];

const EMPTY: StoryInput = {
  title: "",
  content: "",
  excerpt: "",
  authorName: "",
  authorEmail: "",
  [HONEYPOT_FIELD]: "",
};

/** Refusals whose message the server words for people; anything else gets the usual text. */
const CLEAR_REFUSALS = new Set<string>([
  STORY_MESSAGES.submitLimited,
  STORY_MESSAGES.tooFast,
  STORY_MESSAGES.staleForm,
  STORY_MESSAGES.badToken,
]);

function countMessage(length: number): string {
  const needed = STORY_LIMITS.contentMin - length;
  return needed > 0
    ? `${length} characters. ${needed} more needed to reach the minimum of ${STORY_LIMITS.contentMin}.`
    : `${length} characters. That is enough to send.`;
}

export function StoryForm() {
  const submit = useSubmitStory();
  const readyToken = useFormTokenGate();
  const start = usePostedForm({
    query: postedStoryQuery(),
    confirmedBy: STORY_SHARED_PARAM,
    confirmation: STORY_TEXT.submitted,
    refusalTitle: STORY_TEXT.submitFailed.title,
  });
  const [initial] = useState(() => {
    const { formToken: _sentBack, ...sent } = start.values;
    return { ...EMPTY, ...sent };
  });
  // The signed time for a plain post: the one sent back with a refused post, else the page's.
  const { data: pageToken } = useQuery({ ...pageFormTokenQuery(), enabled: false });
  const formToken = start.values.formToken ?? pageToken?.token;
  const { form, submitWith, summary, outcome, setOutcome, report } = useAccessibleForm({
    schema: storyInput,
    defaultValues: initial,
    fields: FIELDS,
    initialErrors: start.errors,
    initialOutcome: start.outcome,
  });
  // What the server said after a plain post shows at the top, where the reloaded page is read
  // from; the outcome of a send made here shows beside the button, where focus is.
  const outcomeAtTop = outcome !== null && outcome === start.outcome;
  const { control, register, reset } = form;
  const content = useWatch({ control, name: "content" }) ?? "";
  const excerpt = useWatch({ control, name: "excerpt" }) ?? "";
  const length = content.trim().length;
  // Announced once typing pauses, rather than at every key (as GOV.UK's character count does).
  const [announce, setAnnounce] = useState(false);
  const spoken = useDebouncedValue(countMessage(length), 1500);
  useEffect(() => {
    if (length > 0) setAnnounce(true);
  }, [length]);

  const onValid = async (values: StoryValidInput) => {
    if (submit.isPending) return;
    setOutcome(null);
    try {
      const token = await readyToken();
      await submit.mutateAsync({
        ...values,
        excerpt: values.excerpt ?? "",
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "",
        ...(token ? { formToken: token } : {}),
      });
      report({ ...STORY_TEXT.submitted, variant: "success" });
      reset(EMPTY);
      setAnnounce(false);
    } catch (error) {
      const message = apiErrorOf(error)?.serverMessage;
      const clear = message && CLEAR_REFUSALS.has(message) ? message : null;
      report({
        title: STORY_TEXT.submitFailed.title,
        description: clear ?? STORY_TEXT.submitFailed.description,
        variant: "error",
      });
    }
  };

  const preview = excerpt.trim() === "" && length > 0 ? generateExcerpt(content) : null;

  return (
    <form
      method="post"
      action={`${STORY_FORM_PAGE}#${STORY_FORM_ANCHOR}`}
      noValidate
      aria-labelledby={STORY_FORM_ANCHOR}
      aria-describedby="share-story-note"
      onSubmit={submitWith(onValid)}
      className="flex flex-col gap-6"
    >
      <div>
        <h3 id={STORY_FORM_ANCHOR} className="font-bold text-2xl">
          Share your story
        </h3>
        <p id="share-story-note" className="mt-2 text-muted">
          Tell us about a barrier you met or something that made a real difference. We read every
          story before it appears here. Fields marked optional can be left blank.
        </p>
      </div>

      {outcomeAtTop && <FormOutcome outcome={outcome} />}
      <ErrorSummary id="story-error-summary" subject="your story" headingLevel="h4" {...summary} />
      <FormTextField
        control={control}
        name="title"
        id="story-title"
        label="Title"
        isRequired
        maxLength={STORY_LIMITS.title}
      />
      <div className="flex flex-col gap-2">
        <FormTextField
          control={control}
          name="content"
          id="story-content"
          label="Your story"
          description={`At least ${STORY_LIMITS.contentMin} characters. Plain text: line breaks are kept, and anything that looks like code is shown as typed.`}
          isRequired
          multiline
        />
        <p
          data-testid="story-character-count"
          className={length >= STORY_LIMITS.contentMin ? "font-semibold" : "text-muted"}
          aria-hidden="true"
        >
          {length} / {STORY_LIMITS.contentMin} characters minimum
        </p>
        <p aria-live="polite" className="sr-only">
          {announce ? spoken : ""}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <FormTextField
          control={control}
          name="excerpt"
          id="story-excerpt"
          label="Short summary"
          description="Leave this blank and we will use the first sentence of your story."
          maxLength={STORY_LIMITS.excerpt}
        />
        {preview && (
          <p className="text-muted">
            <span className="font-semibold">Summary we will use:</span> {preview}
          </p>
        )}
      </div>
      <FormTextField
        control={control}
        name="authorName"
        id="story-author-name"
        label="Your name"
        description="Shown with your story. A first name or a description such as 'café owner' is fine."
        isRequired
        autoComplete="name"
        maxLength={STORY_LIMITS.authorName}
      />
      <FormTextField
        control={control}
        name="authorEmail"
        id="story-author-email"
        label="E-mail address"
        description="Never published. We only use it if we need to ask you about your story."
        type="email"
        isRequired
        autoComplete="email"
      />

      {/* Honeypot: hidden from people and from assistive technology, so only bots fill it. The
          server answers such a submission like any other and quietly discards it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
        </label>
      </div>
      {formToken && <input type="hidden" name="formToken" value={formToken} />}

      {!outcomeAtTop && <FormOutcome outcome={outcome} />}

      <div>
        <BusyButton type="submit" isBusy={submit.isPending} className={`${primaryButton} text-lg`}>
          {submit.isPending ? "Sending…" : "Submit your story"}
        </BusyButton>
      </div>
    </form>
  );
}
