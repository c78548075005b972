// Accepting an invitation: the invited person sees who they will be, chooses a password
// and is signed in. A used or expired link says so and what to do.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useLocation } from "wouter";
import { ApiError, apiErrorOf } from "../../../shared/api-error.ts";
import { acceptInviteBody, type InviteDetails } from "../../../shared/contracts/people.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { ROLE_INFO } from "../../../shared/roles.ts";
import { RevealablePassword } from "../../components/admin/revealable-password.tsx";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { apiCall } from "../../lib/api-client.ts";
import { inviteQuery } from "../../lib/queries/admin.ts";
import { toast } from "../../lib/toasts.ts";
import { useSignedIn } from "../../lib/use-admin-session.ts";

const MISSING =
  "This invitation link does not work: check you copied all of it, or ask the site's owner for a new one.";

function ChoosePassword({ token, invite }: { token: string; invite: InviteDetails }) {
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = acceptInviteBody.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Password is required");
      field.current?.focus();
      return;
    }
    setPending(true);
    try {
      await apiCall("POST /api/admin/invites/:token", { params: { token }, body: parsed.data });
      toast({ title: "Welcome to the team", description: "Your password is set." });
      await signedIn();
      navigate(PAGE_PATHS.admin);
    } catch (failure) {
      const message =
        apiErrorOf(failure)?.serverMessage ?? "There was an error setting your password.";
      setError(message);
      toast({ title: "Password not set", description: message, variant: "error" });
      field.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="invite-title"
      className="mt-6 max-w-xl rounded-2xl border-2 border-line p-6"
    >
      <h2 id="invite-title" className="font-bold text-2xl">
        Welcome, {invite.displayName}
      </h2>
      <p className="mt-2">
        You have been invited as {ROLE_INFO[invite.role].label}.{" "}
        {ROLE_INFO[invite.role].description}
      </p>
      <p className="mt-2">
        Your username is <strong>{invite.username}</strong>. Choose a password to finish.
      </p>
      <form onSubmit={accept} noValidate className="mt-4 flex flex-col gap-4">
        {/* Lets a password manager save the username with the new password. */}
        <input type="hidden" name="username" autoComplete="username" value={invite.username} />
        <RevealablePassword
          label="New password"
          description="At least 12 characters. A few unrelated words make a strong, memorable password."
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="new-password"
          inputRef={field}
        />
        <BusyButton type="submit" isBusy={pending} className={primaryButton}>
          {pending ? "Setting your password…" : "Set password and sign in"}
        </BusyButton>
      </form>
    </section>
  );
}

export default function AcceptInvite({ token }: { token: string }) {
  const invite = useQuery(inviteQuery(token));
  if (invite.isPending)
    return (
      <p role="status" className="mt-4">
        Checking your invitation…
      </p>
    );
  if (invite.isError) {
    const error = apiErrorOf(invite.error);
    const gone = error instanceof ApiError && error.status === 410;
    return (
      <AlertMessage className="mt-6">
        {gone ? (error.serverMessage ?? MISSING) : MISSING}
      </AlertMessage>
    );
  }
  return <ChoosePassword token={token} invite={invite.data} />;
}
