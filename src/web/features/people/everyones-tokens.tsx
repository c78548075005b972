// Admin › People › Everyone's API tokens: the owner sees what scripts can act on the site, whose
// each is and when it was last used, and can revoke any of them.

import { useRef } from "react";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { TokenList } from "./token-list.tsx";
import { useEveryonesApiTokens } from "./use-account.ts";

export function EveryonesTokens() {
  const { data, isPending, isError } = useEveryonesApiTokens();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="everyones-tokens-heading" className="flex flex-col gap-4">
      <h4 id="everyones-tokens-heading" ref={heading} tabIndex={-1} className="font-bold text-xl">
        Everyone's API tokens
      </h4>
      <p className="text-muted">
        Each token lets a script act as the person it belongs to. People make their own under Your
        account; revoke one here if it leaked or is no longer needed.
      </p>
      {isPending ? (
        <p role="status">Loading tokens…</p>
      ) : isError ? (
        <AlertMessage>Failed to load the tokens. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">Nobody has made a token.</p>
      ) : (
        <TokenList tokens={data} label="Everyone's tokens" fallback={heading} />
      )}
    </section>
  );
}
