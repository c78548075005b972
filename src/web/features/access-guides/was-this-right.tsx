// "Was this right?" under each section of a published guide: open it, then say "yes"
// or "no" (with a short note if you like), two steps, no account. Without JavaScript the
// disclosure is the browser's own and the form a plain post, which comes back to this section
// with thanks; with it, the answer goes through the API and the thanks show in place.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import type { GuideSectionId } from "../../../shared/access-guides/fields.ts";
import {
  ANSWERED_PARAM,
  FEEDBACK_NOTE_MAX,
  type FeedbackAnswer,
  feedbackAnchor,
  guideFeedbackPath,
} from "../../../shared/access-guides/trust.ts";
import { HONEYPOT_FIELD } from "../../../shared/honeypot.ts";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { apiCall } from "../../lib/api-client.ts";
import { postedFeedbackQuery } from "../../lib/queries/access-guide-trust.ts";
import { useVisitorForm } from "./use-visitor-says.ts";

const THANKS: Record<FeedbackAnswer, string> = {
  right: "Thank you: your answer is counted on this guide.",
  wrong:
    "Thank you for telling us. Our team will look at what you said and ask the business to check it.",
};

export function WasThisRight({
  guideId,
  section,
  title,
}: {
  guideId: number;
  section: GuideSectionId;
  title: string;
}) {
  const { data: posted } = useQuery(postedFeedbackQuery());
  const mine = posted?.values.section === section ? posted : null;
  const { formToken, search, sent, refusal, busy, send } = useVisitorForm(mine);
  const noteId = `${useId().replace(/:/g, "")}-note`;
  // After a plain post that was taken: `?answered=<section>-<answer>`.
  const [answeredSection, answered] = (search.get(ANSWERED_PARAM) ?? "").split("-");
  const thanks =
    sent ?? (answeredSection === section && answered ? THANKS[answered as FeedbackAnswer] : null);
  const noteError = mine?.errors.note;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const answer = (submitter?.value ?? "right") as FeedbackAnswer;
    const data = new FormData(event.currentTarget);
    const note = String(data.get("note") ?? "");
    void send(
      (token) =>
        apiCall("POST /api/access-guides/:id/feedback", {
          params: { id: guideId },
          body: {
            section,
            answer,
            ...(note.trim() ? { note } : {}),
            [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ""),
            ...(token ? { formToken: token } : {}),
          },
        }),
      THANKS[answer],
    );
  };

  return (
    <details
      id={feedbackAnchor(section)}
      open={Boolean(thanks || mine) || undefined}
      className="print:hidden"
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-accent underline underline-offset-4">
        Was this right?<span className="sr-only"> {title}</span>
      </summary>
      {thanks ? (
        <p role="status" className="mt-2 rounded-md border-2 border-accent p-3">
          {thanks}
        </p>
      ) : (
        <form
          method="post"
          action={`${guideFeedbackPath(guideId)}#${feedbackAnchor(section)}`}
          onSubmit={onSubmit}
          className="mt-2 flex flex-col gap-3"
        >
          <input type="hidden" name="section" value={section} />
          {refusal ? (
            <p role="alert" className="font-semibold text-danger">
              {refusal}
            </p>
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor={noteId} className="font-semibold">
              If something was wrong, what was it? (optional)
            </label>
            <textarea
              id={noteId}
              name="note"
              rows={2}
              maxLength={FEEDBACK_NOTE_MAX}
              defaultValue={mine?.values.note ?? ""}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${noteId}-error` : undefined}
              className={fieldClass}
            />
            {noteError ? (
              <p id={`${noteId}-error`} className="font-semibold text-danger">
                {noteError}
              </p>
            ) : null}
          </div>
          {/* Honeypot: hidden from people and from assistive technology, so only bots fill it. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              Leave this field empty
              <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="answer"
              value="right"
              aria-disabled={busy || undefined}
              className={primaryButton}
            >
              Yes, it was right
            </button>
            <button
              type="submit"
              name="answer"
              value="wrong"
              aria-disabled={busy || undefined}
              className={secondaryButton}
            >
              No, something was wrong
            </button>
          </div>
        </form>
      )}
    </details>
  );
}
