// Admin › Your account › API tokens: a token lets a script act as you, with your role. Its secret
// is shown once, just after it is made; the list shows when each was last used, to revoke.

import { useRef, useState } from "react";
import { Button } from "react-aria-components";
import { type CreatedApiToken, tokenInput } from "../../../shared/contracts/people.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import type { SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { ConfirmIdentityDialog } from "./confirm-identity-dialog.tsx";
import { CopyField } from "./copy-field.tsx";
import { TokenList } from "./token-list.tsx";
import { useApiTokens, useCreateApiToken } from "./use-account.ts";
import { useFocusOnShow } from "./use-focus-on-show.ts";

const FIELDS: SummaryField<"name">[] = [{ name: "name", id: "token-name" }];

function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { form, submitWith } = useAccessibleForm({
    schema: tokenInput,
    defaultValues: { name: "" },
    fields: FIELDS,
  });
  // A token asked for while the sign-in is not recent waits here until you confirm it is you.
  const [waiting, setWaiting] = useState<{ name: string } | null>(null);
  const create = useCreateApiToken((created) => {
    form.reset({ name: "" });
    onCreated(created);
  }, setWaiting);

  return (
    <>
      <form
        noValidate
        aria-label="Create a token"
        onSubmit={submitWith((input) => {
          if (!create.isPending) create.mutate(input);
        })}
        className="flex flex-col gap-4"
      >
        <FormTextField
          control={form.control}
          name="name"
          id="token-name"
          label="Token name"
          description="What it is for, so you know which to revoke later. For example, ‘Nightly export’"
          isRequired
          autoComplete="off"
          maxLength={60}
        />
        <div>
          <BusyButton type="submit" isBusy={create.isPending} className={primaryButton}>
            {create.isPending ? "Creating…" : "Create token"}
          </BusyButton>
        </div>
      </form>
      <ConfirmIdentityDialog
        purpose={waiting && "make the token"}
        onCancel={() => setWaiting(null)}
        onConfirmed={() => {
          if (waiting) create.mutate(waiting);
          setWaiting(null);
        }}
      />
    </>
  );
}

function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const heading = useFocusOnShow<HTMLHeadingElement>(created);
  return (
    <section
      aria-labelledby="new-token-heading"
      className="flex flex-col gap-3 rounded-xl border-4 border-accent p-5"
    >
      <h5 id="new-token-heading" ref={heading} tabIndex={-1} className="font-bold text-lg">
        Your new token: {created.name}
      </h5>
      <p className="font-semibold">Copy it now: it will not be shown again.</p>
      <CopyField
        id="new-token"
        label={`Token ‘${created.name}’`}
        value={created.token}
        buttonLabel="Copy token"
        copiedTitle="Token copied"
      />
      <p className="text-muted">
        Send it with each request in the Authorization header, as the word Bearer, a space, then the
        token.
      </p>
      <div>
        <Button className={secondaryButton} onPress={onDone}>
          Done with this token
        </Button>
      </div>
    </section>
  );
}

export function TokenSection() {
  const { data, isPending, isError } = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const done = () => {
    setCreated(null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section aria-labelledby="tokens-heading" className="flex flex-col gap-4">
      <h4 id="tokens-heading" ref={heading} tabIndex={-1} className="font-bold text-xl">
        API tokens
      </h4>
      <p>
        A token lets a script or another program use this site's API as you, with everything your
        role allows. Keep it as secret as a password, and revoke any you no longer need.
      </p>
      <CreateTokenForm onCreated={setCreated} />
      {created && <NewToken created={created} onDone={done} />}
      {isPending ? (
        <p role="status">Loading tokens…</p>
      ) : isError ? (
        <AlertMessage>Failed to load your tokens. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">No tokens yet.</p>
      ) : (
        <TokenList
          tokens={data}
          label="Your tokens"
          fallback={heading}
          // A secret still on screen for a token now revoked would only mislead.
          onRevoked={(revoked) => setCreated((shown) => (shown?.id === revoked.id ? null : shown))}
        />
      )}
    </section>
  );
}
