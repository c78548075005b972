// Admin › Your account › Passkeys: add one under a name you will recognise, see when each was
// last used, rename one, and remove any you no longer have. The WebAuthn library loads only when
// adding. Adding asks you to confirm it is you when you signed in more than ten minutes ago.

import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { type Passkey, passkeyRename } from "../../../shared/contracts/people.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { dangerButton, primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import type { SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { useAdminSession } from "../../lib/use-admin-session.ts";
import { ConfirmIdentityDialog } from "./confirm-identity-dialog.tsx";
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from "./use-passkeys.ts";
import { UsedDates } from "./used-dates.tsx";

const smallButton = "min-h-11 px-4 text-sm";

const FIELDS: SummaryField<"name">[] = [{ name: "name", id: "passkey-name" }];

/**
 * Whether this browser can make passkeys: the test @simplewebauthn/browser's
 * browserSupportsWebAuthn() makes, without loading the library before it is needed. Null until
 * known, as the server cannot tell.
 */
function useWebAuthnSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(typeof globalThis.PublicKeyCredential === "function"), []);
  return supported;
}

function AddPasskeyForm() {
  const { form, submitWith } = useAccessibleForm({
    schema: passkeyRename,
    defaultValues: { name: "" },
    fields: FIELDS,
  });
  // A passkey asked for while the sign-in is not recent waits here until you confirm it is you.
  const [waiting, setWaiting] = useState<string | null>(null);
  const add = useAddPasskey(() => form.reset({ name: "" }), setWaiting);

  return (
    <>
      <form
        noValidate
        aria-label="Add a passkey"
        onSubmit={submitWith(({ name }) => {
          if (!add.isPending) add.mutate(name);
        })}
        className="flex flex-col gap-4"
      >
        <FormTextField
          control={form.control}
          name="name"
          id="passkey-name"
          label="Passkey name"
          description="For example, ‘Work laptop’"
          isRequired
          autoComplete="off"
          maxLength={60}
        />
        <div>
          <BusyButton type="submit" isBusy={add.isPending} className={primaryButton}>
            {add.isPending ? "Waiting for your device…" : "Add a passkey"}
          </BusyButton>
        </div>
      </form>
      <ConfirmIdentityDialog
        purpose={waiting === null ? null : "add the passkey"}
        onCancel={() => setWaiting(null)}
        onConfirmed={() => {
          if (waiting !== null) add.mutate(waiting);
          setWaiting(null);
        }}
      />
    </>
  );
}

const RENAME_FIELDS: SummaryField<"name">[] = [{ name: "name", id: "passkey-new-name" }];

/** Renames a passkey in a dialog, so it can be told apart from the others. */
function RenamePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: Passkey | null;
  onClose: () => void;
}) {
  const { form, submitWith } = useAccessibleForm({
    schema: passkeyRename,
    defaultValues: { name: passkey?.name ?? "" },
    fields: RENAME_FIELDS,
  });
  const rename = useRenamePasskey(onClose);
  // Each opening starts from the passkey's current name.
  useEffect(() => {
    if (passkey) form.reset({ name: passkey.name });
  }, [passkey, form]);

  return (
    <ModalDialog
      title="Rename passkey"
      isOpen={passkey !== null}
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
    >
      <form
        noValidate
        aria-label={`Rename ${passkey?.name ?? "passkey"}`}
        onSubmit={submitWith(({ name }) => {
          if (passkey && !rename.isPending) rename.mutate({ passkey, name });
        })}
        className="flex flex-col gap-4"
      >
        <FormTextField
          control={form.control}
          name="name"
          id="passkey-new-name"
          label="New name"
          description="A name you will recognise, such as the device it is on"
          isRequired
          autoComplete="off"
          maxLength={60}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button className={secondaryButton} onPress={onClose}>
            Cancel
          </Button>
          <BusyButton type="submit" isBusy={rename.isPending} className={primaryButton}>
            Save name
          </BusyButton>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Why this site's address cannot have passkeys, as the server says; null when it can. */
function usePasskeysUnavailable(): string | null {
  const { data } = useAdminSession();
  return data?.authenticated ? data.passkeysUnavailable : null;
}

export function PasskeySection() {
  const supported = useWebAuthnSupport();
  const unavailable = usePasskeysUnavailable();
  const { data, isPending, isError } = usePasskeys();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  // The passkey's button goes with it; focus continues from a neighbour or the section's heading.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  const remove = useRemovePasskey(() => {
    setRemoving(null);
    focus.removed();
  });

  return (
    <section aria-labelledby="passkeys-heading" className="flex flex-col gap-4">
      <h4 id="passkeys-heading" ref={focus.fallback} tabIndex={-1} className="font-bold text-xl">
        Passkeys
      </h4>
      <p>Sign in with your fingerprint, face or device PIN instead of a password.</p>
      {unavailable ? (
        <p className="rounded-xl bg-surface p-4">{unavailable}</p>
      ) : supported === false ? (
        <p className="rounded-xl bg-surface p-4">
          This browser cannot make passkeys. Try an up-to-date Chrome, Edge, Firefox or Safari;
          passkeys you already have still appear below.
        </p>
      ) : supported ? (
        <AddPasskeyForm />
      ) : null}
      {isPending ? (
        <p role="status">Loading passkeys…</p>
      ) : isError ? (
        <AlertMessage>Failed to load your passkeys. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">No passkeys yet.</p>
      ) : (
        <ul ref={focus.list} aria-label="Your passkeys" className="flex flex-col gap-3">
          {data.map((passkey) => (
            <li
              key={passkey.id}
              data-item-id={passkey.id}
              className="flex flex-col gap-2 rounded-xl border-2 border-line p-4"
            >
              <h5 tabIndex={-1} data-item-focus className="break-words font-bold text-lg">
                {passkey.name}
              </h5>
              <UsedDates
                createdLabel="Added"
                createdAt={passkey.createdAt}
                lastUsedAt={passkey.lastUsedAt}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  className={`${secondaryButton} ${smallButton}`}
                  aria-label={`Rename ${passkey.name}`}
                  onPress={() => setRenaming(passkey)}
                >
                  Rename
                </Button>
                <Button
                  className={`${dangerButton} ${smallButton}`}
                  aria-label={`Remove ${passkey.name}`}
                  onPress={() => setRemoving(passkey)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        title="Remove passkey"
        message={`Remove ‘${removing?.name ?? "this passkey"}’? This site stops accepting it at once. It stays on your device until you delete it there; your password and other passkeys still work.`}
        confirmLabel="Remove passkey"
        isOpen={removing !== null}
        isPending={remove.isPending}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          focus.removing([removing.id]);
          remove.mutate(removing);
        }}
      />
    </section>
  );
}
