// Admin › Your account › Your name: the name the team sees, which you may change, beside your
// username and role, which only an owner can.

import type { SignedInUser } from "../../../shared/contracts/admin.ts";
import { accountUpdate } from "../../../shared/contracts/people.ts";
import { ROLE_INFO } from "../../../shared/roles.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import type { SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { useUpdateDisplayName } from "./use-account.ts";

const FIELDS: SummaryField<"displayName">[] = [{ name: "displayName", id: "account-display-name" }];

export function DisplayNameForm({ user }: { user: SignedInUser }) {
  // One field: its own error, with focus moved to it, says all a summary would.
  const { form, submitWith } = useAccessibleForm({
    schema: accountUpdate,
    defaultValues: { displayName: user.displayName },
    fields: FIELDS,
  });
  const save = useUpdateDisplayName((saved) => form.reset({ displayName: saved.displayName }));

  return (
    <section aria-labelledby="account-name-heading" className="flex flex-col gap-4">
      <h4 id="account-name-heading" className="font-bold text-xl">
        Your name
      </h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Username</dt>
        <dd className="break-all">{user.username}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>
          {ROLE_INFO[user.role].label}: {ROLE_INFO[user.role].description}
        </dd>
      </dl>
      <p className="text-muted">Only an owner can change a username or a role.</p>
      <form
        noValidate
        aria-labelledby="account-name-heading"
        onSubmit={submitWith((input) => {
          if (!save.isPending) save.mutate(input);
        })}
        className="flex flex-col gap-4"
      >
        <FormTextField
          control={form.control}
          name="displayName"
          id="account-display-name"
          label="Display name"
          description="Your name as the rest of the team sees it."
          isRequired
          autoComplete="name"
          maxLength={80}
        />
        <div>
          <BusyButton type="submit" isBusy={save.isPending} className={primaryButton}>
            {save.isPending ? "Saving…" : "Save name"}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
