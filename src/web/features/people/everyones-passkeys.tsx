// Admin › People › Everyone's passkeys: the owner sees each person's passkeys, when each was last
// used, and can remove one (a lost phone, someone who left), as with everyone's API tokens.

import { type RefObject, useRef, useState } from "react";
import { Button } from "react-aria-components";
import type { EveryonesPasskey } from "../../../shared/contracts/people.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { dangerButton } from "../../components/ui/button-styles.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { useEveryonesPasskeys, useRemovePasskey } from "./use-passkeys.ts";
import { UsedDates } from "./used-dates.tsx";

const whose = (passkey: EveryonesPasskey) => `${passkey.name} (${passkey.owner.displayName}’s)`;

interface PasskeyListProps {
  passkeys: EveryonesPasskey[];
  /** Where focus goes when the last passkey is removed: the section's heading. */
  fallback: RefObject<HTMLHeadingElement | null>;
}

function PasskeyList({ passkeys, fallback }: PasskeyListProps) {
  const [removing, setRemoving] = useState<EveryonesPasskey | null>(null);
  // The passkey's button goes with it; focus continues from a neighbour or the section's heading.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  const remove = useRemovePasskey(() => {
    setRemoving(null);
    focus.removed();
  });
  return (
    <>
      <ul ref={focus.list} aria-label="Everyone's passkeys" className="flex flex-col gap-3">
        {passkeys.map((passkey) => (
          <li
            key={passkey.id}
            data-item-id={passkey.id}
            className="flex flex-col gap-2 rounded-xl border-2 border-line p-4"
          >
            <h5 tabIndex={-1} data-item-focus className="break-words font-bold text-lg">
              {passkey.name}
            </h5>
            <p>
              <span className="font-semibold">Belongs to</span> {passkey.owner.displayName} (
              {passkey.owner.username})
            </p>
            <UsedDates
              createdLabel="Added"
              createdAt={passkey.createdAt}
              lastUsedAt={passkey.lastUsedAt}
            />
            <div>
              <Button
                className={`${dangerButton} min-h-11 px-4 text-sm`}
                aria-label={`Remove ${whose(passkey)}`}
                onPress={() => setRemoving(passkey)}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title="Remove passkey"
        message={`Remove ‘${removing ? whose(removing) : "this passkey"}’? This site stops accepting it at once; their password and other passkeys still work.`}
        confirmLabel="Remove passkey"
        isOpen={removing !== null}
        isPending={remove.isPending}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          focus.fallback.current = fallback.current;
          focus.removing([removing.id]);
          remove.mutate(removing);
        }}
      />
    </>
  );
}

export function EveryonesPasskeys() {
  const { data, isPending, isError } = useEveryonesPasskeys();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="everyones-passkeys-heading" className="flex flex-col gap-4">
      <h4 id="everyones-passkeys-heading" ref={heading} tabIndex={-1} className="font-bold text-xl">
        Everyone's passkeys
      </h4>
      <p className="text-muted">
        Each passkey signs its person in without a password. People add their own under Your
        account; remove one here if its device was lost or its person should no longer use it.
      </p>
      {isPending ? (
        <p role="status">Loading passkeys…</p>
      ) : isError ? (
        <AlertMessage>Failed to load the passkeys. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">Nobody has added a passkey.</p>
      ) : (
        <PasskeyList passkeys={data} fallback={heading} />
      )}
    </section>
  );
}
