// The contact form (docs/product.md#contact). Validated in the browser with the contract the server
// uses; on a failed submit an error summary lists each problem as a link to its field, and focus
// moves to the first invalid field. Without JavaScript it is a plain post to /contact, which the
// server checks the same way: it renders this form again with what was sent and what was wrong,
// or redirects to /contact?sent=1, where the form starts with the confirmation.

import { useState } from "react";
import {
  CONTACT_LIMITS,
  CONTACT_TOASTS,
  type ContactRequest,
  type ContactRequestInput,
  contactRequestInput,
  HONEYPOT_FIELD,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
} from "../../../shared/contracts/contact.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { CONTACT_FORM_ANCHOR, CONTACT_SENT_PARAM } from "../../../shared/posted-forms.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { FormTextField, fieldClass } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { postedContactQuery } from "../../lib/queries/posted-forms.ts";
import { useSite } from "../../lib/site-context.tsx";
import { usePostedForm } from "../../lib/use-posted-form.ts";
import { useSendContactMessage } from "./use-send-contact-message.ts";

type FieldName = Exclude<keyof ContactRequestInput, typeof HONEYPOT_FIELD>;

/** Field order on the page, which is also the error summary's order. */
const FIELDS: SummaryField<FieldName>[] = [
  { name: "name", id: "contact-name" },
  { name: "email", id: "contact-email" },
  { name: "organization", id: "contact-organization" },
  { name: "inquiryType", id: "contact-inquiry-type" },
  { name: "message", id: "contact-message" },
];

const EMPTY: ContactRequestInput = {
  name: "",
  email: "",
  organization: "",
  inquiryType: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

export function ContactForm() {
  const { contactEmail } = useSite();
  const send = useSendContactMessage();
  const start = usePostedForm({
    query: postedContactQuery(),
    confirmedBy: CONTACT_SENT_PARAM,
    confirmation: CONTACT_TOASTS.success,
    refusalTitle: CONTACT_TOASTS.failure(contactEmail).title,
  });
  const [initial] = useState(() => ({ ...EMPTY, ...start.values }) as ContactRequestInput);
  const { form, submitWith, summary, outcome, setOutcome, report } = useAccessibleForm({
    schema: contactRequestInput,
    defaultValues: initial,
    fields: FIELDS,
    initialErrors: start.errors,
    initialOutcome: start.outcome,
  });
  // What the server said after a plain post shows at the top, where the reloaded page is read
  // from; the outcome of a send made here shows beside the button, where focus is.
  const outcomeAtTop = outcome !== null && outcome === start.outcome;
  const { control, register, reset, formState } = form;
  const inquiryError = formState.errors.inquiryType?.message;

  const onValid = async (values: ContactRequest) => {
    if (send.isPending) return;
    setOutcome(null);
    try {
      await send.mutateAsync(values);
      report({ ...CONTACT_TOASTS.success, variant: "success" });
      reset(EMPTY);
    } catch {
      report({ ...CONTACT_TOASTS.failure(contactEmail), variant: "error" });
    }
  };

  return (
    <form
      method="post"
      action={`${PAGE_PATHS.contact}#${CONTACT_FORM_ANCHOR}`}
      noValidate
      aria-describedby="contact-form-note"
      onSubmit={submitWith(onValid)}
      className="flex flex-col gap-6"
    >
      <p id="contact-form-note" className="text-muted">
        Fields marked optional can be left blank; everything else we need to reply to you.
      </p>
      {outcomeAtTop && <FormOutcome outcome={outcome} />}

      <ErrorSummary
        id="contact-error-summary-title"
        subject="your message"
        headingLevel="h3"
        {...summary}
      />

      <FormTextField
        control={control}
        name="name"
        id="contact-name"
        label="Your name"
        isRequired
        autoComplete="name"
      />
      <FormTextField
        control={control}
        name="email"
        id="contact-email"
        label="E-mail address"
        description="We only use it to reply to you."
        type="email"
        isRequired
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="organization"
        id="contact-organization"
        label="Organisation"
        autoComplete="organization"
      />

      <div className="flex flex-col gap-1">
        <label htmlFor="contact-inquiry-type" className="font-semibold">
          What is it about? <span className="font-normal text-muted">(optional)</span>
        </label>
        {inquiryError && (
          <p id="contact-inquiry-type-error" className="font-semibold text-danger">
            <span aria-hidden="true">⚠ </span>
            {inquiryError}
          </p>
        )}
        <select
          id="contact-inquiry-type"
          {...register("inquiryType")}
          // The server's HTML shows a subject sent without JavaScript as chosen.
          defaultValue={initial.inquiryType}
          aria-invalid={inquiryError ? true : undefined}
          aria-describedby={inquiryError ? "contact-inquiry-type-error" : undefined}
          className={`${fieldClass} sm:max-w-md`}
        >
          <option value="">Choose a subject</option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {INQUIRY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>

      <FormTextField
        control={control}
        name="message"
        id="contact-message"
        label="Your message"
        description={`Tell us as much as helps: what happened, where, and what you would like. Up to ${CONTACT_LIMITS.message.toLocaleString("en-GB")} characters.`}
        isRequired
        multiline
      />

      {/* Honeypot: hidden from people and from assistive technology, so only bots
          fill it. The server accepts such a message with 201 and quietly discards it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
        </label>
      </div>

      {!outcomeAtTop && <FormOutcome outcome={outcome} />}
      <div>
        <BusyButton
          type="submit"
          isBusy={send.isPending}
          className="min-h-11 rounded-md bg-accent px-6 py-3 font-bold text-lg text-on-accent hover:bg-accent-strong"
        >
          {send.isPending ? "Sending…" : "Send message"}
        </BusyButton>
      </div>
    </form>
  );
}
