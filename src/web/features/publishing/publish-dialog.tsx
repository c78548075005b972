// The publish step of any kind written in the admin: errors stop it, each named as the checks name
// it, with the way to its words; warnings are listed and must be accepted; the piece goes public
// now or at a chosen time. Unsaved changes are saved first. Should the server still refuse (the
// text changed, or an image's answer was still on its way), its refusal names the checks the same
// way, in place of the button.
import type { UseMutationResult } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { fromUkDateTime } from "../../../shared/dates.ts";
import type { PublishingCheck } from "../../../shared/publishing-checks/index.ts";
import { refusalMessage, stoppingChecks } from "../../../shared/publishing-checks/refusal.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { type Refusal, refusalOf } from "./refusal-of.ts";
import { StoppingChecks } from "./stopping-checks.tsx";

interface PublishDialogProps<Item> {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  checks: PublishingCheck[];
  errors: number;
  beforePublish: () => Promise<Item | null>;
  onPublished: (item: Item) => void;
  /** Closes the step and selects the check's words in the text. */
  onShow: (check: PublishingCheck) => void;
}

interface PublishStepProps<Item extends { id: number }> extends PublishDialogProps<Item> {
  /** What is published, for the dialog's title: "article", "news item". */
  subject: string;
  publish: Pick<
    UseMutationResult<Item, Error, { id: number; publishAt?: string }>,
    "mutate" | "isPending"
  >;
}

/** The publish step, published by `publish`. */
export function PublishStep<Item extends { id: number }>({
  isOpen,
  onOpenChange,
  checks,
  errors,
  beforePublish,
  onPublished,
  onShow,
  subject,
  publish,
}: PublishStepProps<Item>) {
  const [when, setWhen] = useState<"now" | "later">("now");
  const [at, setAt] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Each opening starts afresh: a refusal was about the text as it was then.
  useEffect(() => {
    if (isOpen) setRefusal(null);
  }, [isOpen]);
  const ids = { when: useId(), at: useId(), zone: useId(), accept: useId(), problem: useId() };
  const warnings = checks.filter((check) => check.severity === "warning");

  const confirm = async () => {
    setProblem(null);
    setRefusal(null);
    if (warnings.length > 0 && !accepted) {
      setProblem("Tick the box to say you have read the warnings, or fix them first.");
      return;
    }
    // The field says UK time (the site's), so an editor abroad schedules for UK readers.
    const publishAt = when === "later" ? fromUkDateTime(at) : null;
    if (when === "later" && (!publishAt || publishAt <= new Date())) {
      setProblem("Choose a date and time in the future, or publish now.");
      return;
    }
    const item = await beforePublish().catch(() => null);
    if (!item) return;
    publish.mutate(
      { id: item.id, ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) },
      {
        onSuccess: (published) => {
          onOpenChange(false);
          onPublished(published);
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };

  return (
    <ModalDialog title={`Publish ${subject}`} isOpen={isOpen} onOpenChange={onOpenChange}>
      {errors > 0 ? (
        <div className="flex flex-col gap-3">
          {/* The same words the server would refuse with, naming each check. */}
          <p className="font-semibold">{refusalMessage(checks)}</p>
          <StoppingChecks checks={stoppingChecks(checks)} onShow={onShow} />
        </div>
      ) : refusal ? (
        <div role="alert" className="flex flex-col gap-3">
          <p className="font-semibold">{refusal.error}</p>
          <StoppingChecks checks={stoppingChecks(refusal.checks)} onShow={onShow} />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {warnings.length > 0 && (
            <div className="flex flex-col gap-2">
              <p className="font-semibold">
                {warnings.length === 1
                  ? "The checks found 1 warning:"
                  : `The checks found ${warnings.length} warnings:`}
              </p>
              <ul className="flex list-disc flex-col gap-1 pl-6">
                {warnings.map((warning) => (
                  <li key={`${warning.rule}-${warning.start}`}>{warning.message}</li>
                ))}
              </ul>
              <div className="flex items-start gap-2">
                <input
                  id={ids.accept}
                  type="checkbox"
                  checked={accepted}
                  onChange={(event) => setAccepted(event.target.checked)}
                  className="mt-1 size-5"
                />
                <label htmlFor={ids.accept}>
                  I have read the warnings and want to publish anyway
                </label>
              </div>
            </div>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold">When</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={ids.when}
                checked={when === "now"}
                onChange={() => setWhen("now")}
                className="size-5"
              />
              Now
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={ids.when}
                checked={when === "later"}
                onChange={() => setWhen("later")}
                className="size-5"
              />
              At a date and time
            </label>
          </fieldset>
          {when === "later" && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.at} className="font-semibold">
                Publish on (UK time)
              </label>
              <p id={ids.zone} className="text-muted">
                The time in the UK, GMT in winter and BST in summer, whatever your computer’s clock
                says.
              </p>
              <input
                id={ids.at}
                aria-describedby={ids.zone}
                type="datetime-local"
                value={at}
                onChange={(event) => setAt(event.target.value)}
                className={`${fieldClass} sm:max-w-xs`}
              />
            </div>
          )}
          {problem && (
            <p id={ids.problem} role="alert" className="font-semibold text-danger">
              {problem}
            </p>
          )}
          <BusyButton
            className={primaryButton}
            isBusy={publish.isPending}
            onPress={() => void confirm()}
          >
            {when === "later" ? "Schedule" : "Publish now"}
          </BusyButton>
        </div>
      )}
    </ModalDialog>
  );
}
