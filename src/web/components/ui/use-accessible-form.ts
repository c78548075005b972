// What every form on the site does alike: the shared zod contract as resolver, an error
// summary above the form after a failed submit, focus on the first invalid field, and the last
// send's outcome kept beside the button once its toast has faded. A form the server rendered
// after a plain post (without JavaScript) starts from what the server found: its problems in the
// summary and by each field, and its outcome. A form that hydrates after the visitor has begun
// typing into the server's copy (lib/hydrate-when-wanted.ts) starts from what they typed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  useForm,
} from "react-hook-form";
import type { ZodType } from "zod";
import { type ToastContent, toast } from "../../lib/toasts.ts";
import { valuesTypedBeforeHydration } from "../../lib/values-typed-before-hydration.ts";
import { type SummaryField, type SummaryItem, summaryItems } from "./error-summary.tsx";

interface AccessibleFormOptions<Input extends FieldValues, Output, Name extends FieldPath<Input>> {
  schema: ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Field order on the page, which is also the error summary's order. */
  fields: readonly SummaryField<Name>[];
  /** Anything more a failed submit should do, after the summary is set (a toast, say). */
  onInvalid?: (errors: FieldErrors<Input>) => void;
  /** The problems the server found with a plain post, by field name. */
  initialErrors?: Partial<Record<string, string>>;
  /** The outcome to show from the start (a plain post's refusal, or its confirmation). */
  initialOutcome?: ToastContent | null;
}

/** The server's problems as react-hook-form's errors, or undefined when there are none. */
function serverErrors<Input extends FieldValues>(
  messages: Partial<Record<string, string>> = {},
): FieldErrors<Input> | undefined {
  const entries = Object.entries(messages).flatMap(([name, message]) =>
    message ? [[name, { type: "server", message }]] : [],
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as FieldErrors<Input>) : undefined;
}

export function useAccessibleForm<
  Input extends FieldValues,
  Output,
  Name extends FieldPath<Input>,
>({
  schema,
  defaultValues,
  fields,
  onInvalid,
  initialErrors,
  initialOutcome = null,
}: AccessibleFormOptions<Input, Output, Name>) {
  // Kept from the first render: react-hook-form applies `errors` again whenever it changes.
  const [errors] = useState(() => serverErrors<Input>(initialErrors));
  const [startValues] = useState(
    () => ({ ...defaultValues, ...valuesTypedBeforeHydration(fields) }) as DefaultValues<Input>,
  );
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: startValues,
    // After onInvalid, react-hook-form moves focus to the first invalid field; the summary is an
    // alert, so its list of problems is read out as well.
    shouldFocusError: true,
    ...(errors ? { errors } : {}),
  });
  const [summary, setSummary] = useState<SummaryItem<Name>[]>(() =>
    errors ? summaryItems(fields, errors) : [],
  );
  const [outcome, setOutcome] = useState<ToastContent | null>(initialOutcome);

  /** A toast now, and the same words beside the button for as long as the form is shown. */
  const report = (content: ToastContent) => {
    toast(content);
    setOutcome(content);
  };

  /** The form's onSubmit: a valid submit clears the summary first, an invalid one fills it. */
  const submitWith = (onValid: (values: Output) => unknown) =>
    form.handleSubmit(
      (values) => {
        setSummary([]);
        return onValid(values);
      },
      (errors) => {
        setSummary(summaryItems(fields, errors));
        onInvalid?.(errors);
      },
    );

  return {
    form,
    submitWith,
    /** For <ErrorSummary>: the problems, and moving focus to a field chosen from the list. */
    summary: { items: summary, onSelect: form.setFocus },
    outcome,
    setOutcome,
    report,
  };
}
