// Admin › People: invite someone, checked with the contract the server uses. A failed submit
// lists the problems above the form and moves focus to the first; a username already taken is
// shown by its field.

import { type InviteInput, inviteInput } from "../../../shared/contracts/people.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { RoleOptions } from "./role-select.tsx";
import { type ShownInvitation, useInvitePerson } from "./use-people.ts";

type FieldName = "username" | "displayName" | "role" | "email";

const FIELDS: SummaryField<FieldName>[] = [
  { name: "username", id: "invite-username" },
  { name: "displayName", id: "invite-display-name" },
  { name: "role", id: "invite-role" },
  { name: "email", id: "invite-email" },
];

// The least a new person needs; the owner raises it on purpose.
const EMPTY: InviteInput = { username: "", displayName: "", role: "contributor", email: "" };

export function InviteForm({ onInvited }: { onInvited: (invitation: ShownInvitation) => void }) {
  const { form, submitWith, summary } = useAccessibleForm({
    schema: inviteInput,
    defaultValues: EMPTY,
    fields: FIELDS,
  });
  const invite = useInvitePerson(
    (invitation) => {
      form.reset(EMPTY);
      onInvited(invitation);
    },
    (message) => form.setError("username", { message }, { shouldFocus: true }),
  );
  const roleError = form.formState.errors.role?.message;

  return (
    <form
      noValidate
      aria-labelledby="invite-form-heading"
      onSubmit={submitWith((input) => {
        if (!invite.isPending) invite.mutate(input);
      })}
      className="flex flex-col gap-5"
    >
      <h4 id="invite-form-heading" className="font-bold text-xl">
        Invite someone
      </h4>
      <p>
        You get a link to send them. When they open it, they choose their own password and can sign
        in.
      </p>
      <ErrorSummary
        id="invite-error-summary"
        subject="the invitation"
        headingLevel="h5"
        {...summary}
      />
      <FormTextField
        control={form.control}
        name="username"
        id="invite-username"
        label="Username"
        description="What they type to sign in: lower-case letters, digits, dots, hyphens or underscores, at least 3 characters."
        isRequired
        autoComplete="off"
        maxLength={32}
      />
      <FormTextField
        control={form.control}
        name="displayName"
        id="invite-display-name"
        label="Display name"
        description="Their name as the rest of the team sees it."
        isRequired
        autoComplete="off"
        maxLength={80}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="invite-role" className="font-semibold">
          Role
        </label>
        <p id="invite-role-description" className="text-muted">
          What they may do. You can change it later.
        </p>
        {roleError && (
          <p id="invite-role-error" className="font-semibold text-danger">
            <span aria-hidden="true">⚠ </span>
            {roleError}
          </p>
        )}
        <select
          id="invite-role"
          {...form.register("role")}
          aria-invalid={roleError ? true : undefined}
          aria-describedby={`invite-role-description${roleError ? " invite-role-error" : ""}`}
          className={`${fieldClass} sm:max-w-md`}
        >
          <RoleOptions />
        </select>
      </div>
      <FormTextField
        control={form.control}
        name="email"
        id="invite-email"
        type="email"
        label="E-mail address"
        description="If this site sends e-mail, we send them the link as well. The address is not kept on their account."
        autoComplete="off"
        maxLength={254}
      />
      <div>
        <BusyButton type="submit" isBusy={invite.isPending} className={primaryButton}>
          {invite.isPending ? "Inviting…" : "Invite and make link"}
        </BusyButton>
      </div>
    </form>
  );
}
