// Admin › Your account › Password: your current password and a new one. The server checks the
// current one and how guessable the new one is; what it finds is shown by the field concerned.

import { useState } from "react";
import { ToggleButton } from "react-aria-components";
import { passwordChange } from "../../../shared/contracts/people.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { type PasswordField as FieldName, useChangePassword } from "./use-account.ts";

type Values = Record<FieldName, string>;

const FIELDS: SummaryField<FieldName>[] = [
  { name: "currentPassword", id: "account-current-password" },
  { name: "newPassword", id: "account-new-password" },
];

const EMPTY: Values = { currentPassword: "", newPassword: "" };

export function PasswordForm({ username }: { username: string }) {
  const [show, setShow] = useState(false);
  const { form, submitWith, summary } = useAccessibleForm({
    schema: passwordChange,
    defaultValues: EMPTY,
    fields: FIELDS,
  });
  const change = useChangePassword(
    () => {
      form.reset(EMPTY);
      setShow(false);
    },
    (problems) => {
      for (const [index, problem] of problems.entries()) {
        form.setError(problem.field, { message: problem.message }, { shouldFocus: index === 0 });
      }
    },
  );

  return (
    <section aria-labelledby="account-password-heading" className="flex flex-col gap-4">
      <h4 id="account-password-heading" className="font-bold text-xl">
        Password
      </h4>
      <p className="text-muted">Changing it signs you out on your other devices, not this one.</p>
      <form
        noValidate
        aria-labelledby="account-password-heading"
        onSubmit={submitWith((input) => {
          if (!change.isPending) change.mutate(input);
        })}
        className="flex flex-col gap-4"
      >
        {/* Lets a password manager save the new password under the right username. */}
        <input type="hidden" name="username" autoComplete="username" value={username} />
        <ErrorSummary
          id="account-password-error-summary"
          subject="your new password"
          headingLevel="h5"
          {...summary}
        />
        <FormTextField
          control={form.control}
          name="currentPassword"
          id="account-current-password"
          label="Current password"
          type={show ? "text" : "password"}
          autoComplete="current-password"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="newPassword"
          id="account-new-password"
          label="New password"
          description="At least 12 characters. A few unrelated words make a strong, memorable password."
          type={show ? "text" : "password"}
          autoComplete="new-password"
          isRequired
        />
        <div>
          <ToggleButton
            isSelected={show}
            onChange={setShow}
            className="min-h-11 rounded-md border-2 border-line px-3 font-semibold data-[selected]:bg-accent data-[selected]:text-on-accent"
          >
            Show passwords
          </ToggleButton>
        </div>
        <div>
          <BusyButton type="submit" isBusy={change.isPending} className={primaryButton}>
            {change.isPending ? "Changing your password…" : "Change password"}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
