// A list of API tokens, each with when it was made and last used and a Revoke button behind a
// confirmation: your own in Your account, and everyone's in the owner's People tab.

import { type RefObject, useState } from "react";
import { Button } from "react-aria-components";
import type { ApiToken, EveryonesApiToken } from "../../../shared/contracts/people.ts";
import { dangerButton } from "../../components/ui/button-styles.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { useRevokeApiToken } from "./use-account.ts";
import { UsedDates } from "./used-dates.tsx";

type ListedToken = ApiToken & Partial<Pick<EveryonesApiToken, "owner">>;

interface TokenListProps {
  tokens: ListedToken[];
  /** The list's accessible name, such as "Your tokens". */
  label: string;
  /** Where focus goes when the last token is revoked: the section's heading. */
  fallback: RefObject<HTMLHeadingElement | null>;
  onRevoked?: (revoked: ApiToken) => void;
}

export function TokenList({ tokens, label, fallback, onRevoked }: TokenListProps) {
  const [revoking, setRevoking] = useState<ListedToken | null>(null);
  // The token's button goes with it; focus continues from a neighbour or the section's heading.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  const revoke = useRevokeApiToken((revoked) => {
    setRevoking(null);
    onRevoked?.(revoked);
    focus.removed();
  });
  const whose = (token: ListedToken | null) =>
    token?.owner ? ` (${token.owner.displayName}’s)` : "";

  return (
    <>
      <ul ref={focus.list} aria-label={label} className="flex flex-col gap-3">
        {tokens.map((token) => (
          <li
            key={token.id}
            data-item-id={token.id}
            className="flex flex-col gap-2 rounded-xl border-2 border-line p-4"
          >
            <h5 tabIndex={-1} data-item-focus className="break-words font-bold text-lg">
              {token.name}
            </h5>
            {token.owner && (
              <p>
                <span className="font-semibold">Belongs to</span> {token.owner.displayName} (
                {token.owner.username})
              </p>
            )}
            <UsedDates
              createdLabel="Created"
              createdAt={token.createdAt}
              lastUsedAt={token.lastUsedAt}
            />
            <div>
              <Button
                className={`${dangerButton} min-h-11 px-4 text-sm`}
                aria-label={`Revoke ${token.name}${whose(token)}`}
                onPress={() => setRevoking(token)}
              >
                Revoke
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title="Revoke token"
        message={`Revoke ‘${revoking?.name ?? "this token"}’${whose(revoking)}? Anything that uses it stops working at once, and this cannot be undone.`}
        confirmLabel="Revoke token"
        isOpen={revoking !== null}
        isPending={revoke.isPending}
        onOpenChange={(open) => !open && setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          focus.fallback.current = fallback.current;
          focus.removing([revoking.id]);
          revoke.mutate(revoking);
        }}
      />
    </>
  );
}
