// Create and edit form for a quick solution, checked with the same contract as the server. A
// failed submit marks each field, lists the problems above the form, moves focus to the first
// and shows the 'Validation Error' toast.

import { Button } from "react-aria-components";
import {
  QUICK_SOLUTION_ISSUE_MAX,
  type QuickSolution,
  type QuickSolutionValidInput,
  quickSolutionInput,
} from "../../../shared/contracts/quick-solutions.ts";
import { COST_BANDS, EFFORT_BANDS } from "../../../shared/quick-solution-bands.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { toast } from "../../lib/toasts.ts";
import { BandSelect } from "./band-select.tsx";

type FieldName =
  | "issue"
  | "whyItsAnIssue"
  | "possibleSolutions"
  | "costBand"
  | "effortBand"
  | "tags"
  | "displayOrder";

const FIELDS: SummaryField<FieldName>[] = [
  { name: "issue", id: "quick-solution-issue" },
  { name: "whyItsAnIssue", id: "quick-solution-why" },
  { name: "possibleSolutions", id: "quick-solution-solutions" },
  { name: "costBand", id: "quick-solution-cost" },
  { name: "effortBand", id: "quick-solution-effort" },
  { name: "tags", id: "quick-solution-tags" },
  { name: "displayOrder", id: "quick-solution-order" },
];

// Effort's words alone ("Low") would leave the admin guessing where a band ends.
const EFFORT_OPTIONS = EFFORT_BANDS.map((band) => ({
  id: band.id,
  label: `${band.label}: ${band.meaning}`,
}));

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
      // "" is the form's "Not yet rated"; the contract reads it as null.
      costBand: initial?.costBand ?? "",
      effortBand: initial?.effortBand ?? "",
      tags: initial?.tags.join(", ") ?? "",
      displayOrder: String(initial?.displayOrder ?? 0),
    },
    fields: FIELDS,
    // 'Validation Error: Please fill in all required fields'.
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
      <BandSelect
        form={form}
        name="costBand"
        id="quick-solution-cost"
        label="Cost"
        description="Roughly what the first step described costs a small business, before staff time."
        options={COST_BANDS}
      />
      <BandSelect
        form={form}
        name="effortBand"
        id="quick-solution-effort"
        label="Effort"
        description="How much work the first step described is."
        options={EFFORT_OPTIONS}
      />
      <FormTextField
        control={form.control}
        name="tags"
        id="quick-solution-tags"
        label="Search words"
        description="Words people may search by that the text does not use, separated by commas. For example: hard of hearing, hearing aids."
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
