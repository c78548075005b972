// Create and edit form for a quick solution, checked with the same contract as the server. A
// failed submit marks each field, lists the problems above the form, moves focus to the first
// and shows SPEC §5's toast.

import { Button } from "react-aria-components";
import {
  QUICK_SOLUTION_ISSUE_MAX,
  type QuickSolution,
  type QuickSolutionValidInput,
  quickSolutionInput,
} from "../../../shared/contracts/quick-solutions.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { toast } from "../../lib/toasts.ts";

type FieldName = "issue" | "whyItsAnIssue" | "possibleSolutions" | "displayOrder";

const FIELDS: SummaryField<FieldName>[] = [
  { name: "issue", id: "quick-solution-issue" },
  { name: "whyItsAnIssue", id: "quick-solution-why" },
  { name: "possibleSolutions", id: "quick-solution-solutions" },
  { name: "displayOrder", id: "quick-solution-order" },
];

interface QuickSolutionFormProps {
  initial?: QuickSolution;
  isPending: boolean;
  onSubmit: (input: QuickSolutionValidInput) => void;
  onCancel: () => void;
}

export function QuickSolutionForm({
  initial,
  isPending,
  onSubmit,
  onCancel,
}: QuickSolutionFormProps) {
  const { form, submitWith, summary } = useAccessibleForm({
    schema: quickSolutionInput,
    defaultValues: {
      issue: initial?.issue ?? "",
      whyItsAnIssue: initial?.whyItsAnIssue ?? "",
      possibleSolutions: initial?.possibleSolutions ?? "",
      displayOrder: String(initial?.displayOrder ?? 0),
    },
    fields: FIELDS,
    // SPEC §5: 'Validation Error: Please fill in all required fields'.
    onInvalid: () =>
      toast({
        title: "Validation Error",
        description: "Please fill in all required fields",
        variant: "error",
      }),
  });

  return (
    <form
      onSubmit={submitWith((input) => {
        if (!isPending) onSubmit(input);
      })}
      noValidate
      className="flex flex-col gap-4"
    >
      <ErrorSummary id="quick-solution-error-summary" subject="the quick solution" {...summary} />
      <FormTextField
        control={form.control}
        name="issue"
        id="quick-solution-issue"
        label="Issue"
        isRequired
        maxLength={QUICK_SOLUTION_ISSUE_MAX}
      />
      <FormTextField
        control={form.control}
        name="whyItsAnIssue"
        id="quick-solution-why"
        label="Why It's an Issue / Effect"
        isRequired
        multiline
        rows={4}
      />
      <FormTextField
        control={form.control}
        name="possibleSolutions"
        id="quick-solution-solutions"
        label="Possible Solutions"
        isRequired
        multiline
        rows={4}
      />
      <FormTextField
        control={form.control}
        name="displayOrder"
        id="quick-solution-order"
        label="Display order"
        description="A whole number; lower numbers are listed first. Anything else counts as 0."
      />
      {/* Left-aligned, primary first: toasts sit at the bottom right and must not cover them. */}
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" className={primaryButton} isBusy={isPending}>
          {initial ? "Save changes" : "Add solution"}
        </BusyButton>
        <Button className={secondaryButton} onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
