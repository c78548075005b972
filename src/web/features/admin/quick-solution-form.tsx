// Create and edit form for a quick solution, checked with the same contract as the server.
import { type FormEvent, useState } from "react";
import { Button, FieldError, Input, Label, TextArea, TextField } from "react-aria-components";
import {
  type QuickSolution,
  type QuickSolutionValidInput,
  quickSolutionInput,
  toDisplayOrder,
} from "../../../shared/contracts/quick-solutions.ts";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { toast } from "../../lib/toasts.ts";

type Field = "issue" | "whyItsAnIssue" | "possibleSolutions";

interface QuickSolutionFormProps {
  initial?: QuickSolution;
  isPending: boolean;
  onSubmit: (input: QuickSolutionValidInput) => void;
  onCancel: () => void;
}

const inputClass = "min-h-11 rounded-md border-2 border-line bg-page px-3 py-2";

export function QuickSolutionForm({
  initial,
  isPending,
  onSubmit,
  onCancel,
}: QuickSolutionFormProps) {
  const [values, setValues] = useState({
    issue: initial?.issue ?? "",
    whyItsAnIssue: initial?.whyItsAnIssue ?? "",
    possibleSolutions: initial?.possibleSolutions ?? "",
    displayOrder: String(initial?.displayOrder ?? 0),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = quickSolutionInput.safeParse({
      ...values,
      displayOrder: toDisplayOrder(values.displayOrder),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      // SPEC §5: 'Validation Error: Please fill in all required fields'.
      toast({
        title: "Validation Error",
        description: "Please fill in all required fields",
        variant: "error",
      });
      const first = (["issue", "whyItsAnIssue", "possibleSolutions"] as const).find(
        (f) => found[f],
      );
      if (first) document.getElementsByName(first)[0]?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const textField = (field: Field, label: string, multiline: boolean) => (
    <TextField
      value={values[field]}
      onChange={set(field)}
      isRequired
      isInvalid={Boolean(errors[field])}
      className="flex flex-col gap-1"
    >
      <Label className="font-semibold">{label}</Label>
      {multiline ? (
        <TextArea name={field} rows={4} className={inputClass} />
      ) : (
        <Input name={field} maxLength={255} className={inputClass} />
      )}
      <FieldError className="font-semibold text-danger">{errors[field]}</FieldError>
    </TextField>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {textField("issue", "Issue", false)}
      {textField("whyItsAnIssue", "Why It's an Issue / Effect", true)}
      {textField("possibleSolutions", "Possible Solutions", true)}
      <TextField
        value={values.displayOrder}
        onChange={set("displayOrder")}
        className="flex flex-col gap-1"
      >
        <Label className="font-semibold">Display order</Label>
        <Input name="displayOrder" inputMode="numeric" className={`${inputClass} max-w-40`} />
      </TextField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button className={secondaryButton} onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className={primaryButton} isDisabled={isPending}>
          {initial ? "Save changes" : "Add solution"}
        </Button>
      </div>
    </form>
  );
}
