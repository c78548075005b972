// "Confirm it is you": adding a passkey or making a token asks for your password (or a passkey)
// again when you signed in more than ten minutes ago, so a session left open on a shared computer
// cannot quietly add a way in. Once confirmed, what you asked for carries on.

import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { passwordConfirmation } from "../../../shared/contracts/people.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import type { SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { useSignedInUser } from "../../lib/use-admin-session.ts";
import { useConfirmIdentity } from "./use-account.ts";

const FIELDS: SummaryField<"password">[] = [{ name: "password", id: "confirm-password" }];

interface ConfirmIdentityDialogProps {
  /** What is waiting, for the dialog's words: "add the passkey", "make the token". */
  purpose: string | null;
  onCancel: () => void;
  onConfirmed: () => void;
}

export function ConfirmIdentityDialog({
  purpose,
  onCancel,
  onConfirmed,
}: ConfirmIdentityDialogProps) {
  const user = useSignedInUser();
  const [passkeys, setPasskeys] = useState(false);
  useEffect(() => setPasskeys(typeof globalThis.PublicKeyCredential === "function"), []);
  const { form, submitWith } = useAccessibleForm({
    schema: passwordConfirmation,
    defaultValues: { password: "" },
    fields: FIELDS,
  });
  const confirm = useConfirmIdentity(
    () => {
      form.reset({ password: "" });
      onConfirmed();
    },
    (message) => form.setError("password", { message }, { shouldFocus: true }),
  );

  return (
    <ModalDialog
      title="Confirm it is you"
      isOpen={purpose !== null}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) {
          form.reset({ password: "" });
          onCancel();
        }
      }}
    >
      <p>
        You signed in more than 10 minutes ago. To {purpose ?? "carry on"}, enter your password
        again. You will not be asked again for the next 10 minutes.
      </p>
      <form
        noValidate
        aria-label="Confirm with your password"
        onSubmit={submitWith((input) => {
          if (!confirm.isPending) confirm.mutate(input);
        })}
        className="flex flex-col gap-4"
      >
        {/* Lets a password manager offer the right account's password. */}
        <input type="hidden" name="username" autoComplete="username" value={user?.username ?? ""} />
        <FormTextField
          control={form.control}
          name="password"
          id="confirm-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            className={secondaryButton}
            onPress={() => {
              form.reset({ password: "" });
              onCancel();
            }}
          >
            Cancel
          </Button>
          <BusyButton
            type="submit"
            className={primaryButton}
            isBusy={confirm.isPending && confirm.variables !== "passkey"}
          >
            Confirm
          </BusyButton>
        </div>
      </form>
      {passkeys && (
        <div className="flex flex-col gap-2 border-line border-t-2 pt-4">
          <p>Or, if you have a passkey for this site:</p>
          <div>
            <BusyButton
              className={secondaryButton}
              isBusy={confirm.isPending && confirm.variables === "passkey"}
              onPress={() => {
                if (!confirm.isPending) confirm.mutate("passkey");
              }}
            >
              Use a passkey instead
            </BusyButton>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
