// What every form on the site does alike: the shared zod contract as resolver, an error
// summary above the form after a failed submit, focus on the first invalid field, and the last
// send's outcome kept beside the button once its toast has faded.
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
import { type SummaryField, type SummaryItem, summaryItems } from "./error-summary.tsx";

interface AccessibleFormOptions<Input extends FieldValues, Output, Name extends FieldPath<Input>> {
  schema: ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Field order on the page, which is also the error summary's order. */
  fields: readonly SummaryField<Name>[];
  /** Anything more a failed submit should do, after the summary is set (a toast, say). */
  onInvalid?: (errors: FieldErrors<Input>) => void;
}

export function useAccessibleForm<
  Input extends FieldValues,
  Output,
  Name extends FieldPath<Input>,
>({ schema, defaultValues, fields, onInvalid }: AccessibleFormOptions<Input, Output, Name>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    // After onInvalid, react-hook-form moves focus to the first invalid field; the summary is an
    // alert, so its list of problems is read out as well.
    shouldFocusError: true,
  });
  const [summary, setSummary] = useState<SummaryItem<Name>[]>([]);
  const [outcome, setOutcome] = useState<ToastContent | null>(null);

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
