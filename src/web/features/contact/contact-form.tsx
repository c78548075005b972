// The contact form (docs/product.md#contact). Validated in the browser with the contract the server
// uses; on a failed submit an error summary lists each problem as a link to its field, and focus
// moves to the first invalid field.

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
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { FormTextField, fieldClass } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { useSite } from "../../lib/site-context.tsx";
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
  const { form, submitWith, summary, outcome, setOutcome, report } = useAccessibleForm({
    schema: contactRequestInput,
    defaultValues: EMPTY,
    fields: FIELDS,
  });
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
      noValidate
      aria-describedby="contact-form-note"
      onSubmit={submitWith(onValid)}
      className="flex flex-col gap-6"
    >
      <p id="contact-form-note" className="text-muted">
        Fields marked optional can be left blank; everything else we need to reply to you.
      </p>

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

      <FormOutcome outcome={outcome} />
      <div>
        <BusyButton
          type="submit"
          isBusy={send.isPending}
          className="min-h-11 rounded-md bg-accent px-6 py-3 font-bold text-lg text-on-accent hover:bg-accent-strong"
        >
          {send.isPending ? "Sending…" : "Send message"}
        </BusyButton>
      </div>
      <noscript>
        <p className="font-semibold">
          The form needs JavaScript to send. You can e-mail us instead at {contactEmail}.
        </p>
      </noscript>
    </form>
  );
}
