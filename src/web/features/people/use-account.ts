// Admin › Your account: your name, your password, signing out everywhere, confirming it is you,
// and your API tokens (passkeys: use-passkeys.ts). Every role has these.
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiErrorOf } from "../../../shared/api-error.ts";
import type { SignedInUser } from "../../../shared/contracts/admin.ts";
import {
  type ApiToken,
  CONFIRM_IDENTITY,
  type CreatedApiToken,
  type CredentialsEnded,
} from "../../../shared/contracts/people.ts";
import { apiCall } from "../../lib/api-client.ts";
import { apiTokensQuery, everyonesTokensQuery } from "../../lib/queries/admin.ts";
import { toast } from "../../lib/toasts.ts";
import { useSignedIn, useSignedOut } from "../../lib/use-admin-session.ts";
import { serverWords, useFailureToast } from "./admin-failure.ts";
import { useRefetch } from "./use-refetch.ts";

/* Your name ------------------------------------------------------------------------------- */

/** Saves your display name, then asks who is signed in again so the panel's header follows. */
export function useUpdateDisplayName(onSaved: (user: SignedInUser) => void) {
  const signedIn = useSignedIn();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (input: { displayName: string }) =>
      apiCall("PATCH /api/admin/account", { body: input }),
    onSuccess: async (user) => {
      await signedIn();
      toast({ title: "Your name is saved", description: `The team now sees ${user.displayName}.` });
      onSaved(user);
    },
    onError: (error) => {
      failed(error, "Your name was not saved");
    },
  });
}

/* What signing out ends ------------------------------------------------------------------- */

const tokensStill = (count: number) =>
  count === 0
    ? "You have no API tokens."
    : count === 1
      ? "Your API token still works: revoke it under Your account if someone else may know it."
      : `Your ${count} API tokens still work: revoke any that someone else may know under Your account.`;

/**
 * What a new password (`others`: every session but this one) or signing out everywhere ended:
 * "Signed out of 3 other sessions. Your 2 API tokens still work: …"
 */
export function endedWords(
  { sessionsEnded: count, tokensKept }: CredentialsEnded,
  others: boolean,
) {
  const sessions = `${count}${others ? " other" : ""} ${count === 1 ? "session" : "sessions"}`;
  const ended =
    count === 0
      ? "You were not signed in anywhere else."
      : `Signed out of ${sessions}${others ? "" : ", this one included"}.`;
  return `${ended} ${tokensStill(tokensKept)}`;
}

/* Your password --------------------------------------------------------------------------- */

export const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export interface PasswordProblem {
  field: PasswordField;
  message: string;
}

const problemsAnswer = z.object({ details: z.array(z.unknown()) });
const passwordProblem = z.object({ field: z.enum(PASSWORD_FIELDS), message: z.string() });

/** A 400 answer's `details`, for the password form's fields; none for any other failure. */
export function passwordProblems(error: Error): PasswordProblem[] {
  const api = apiErrorOf(error);
  if (api?.status !== 400) return [];
  let body: unknown;
  try {
    body = JSON.parse(api.body);
  } catch {
    return [];
  }
  const answer = problemsAnswer.safeParse(body);
  if (!answer.success) return [];
  return answer.data.details.flatMap((item) => {
    const problem = passwordProblem.safeParse(item);
    return problem.success ? [problem.data] : [];
  });
}

/**
 * Changes your password. The server keeps this session and ends your others. `onProblems` gets
 * what the server found wrong with each field (a wrong current password, a guessable new one).
 */
export function useChangePassword(
  onChanged: () => void,
  onProblems: (problems: PasswordProblem[]) => void,
) {
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiCall("POST /api/admin/account/password", { body: input }),
    onSuccess: (ended) => {
      toast({
        title: "Password changed",
        description: `You are still signed in here. ${endedWords(ended, true)}`,
      });
      onChanged();
    },
    onError: (error) => {
      const problems = passwordProblems(error);
      if (failed(error, "Password not changed", problems[0]?.message)) return;
      if (problems.length > 0) onProblems(problems);
    },
  });
}

/* Signing out everywhere ------------------------------------------------------------------ */

export function useSignOutEverywhere() {
  const signedOut = useSignedOut();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => apiCall("POST /api/admin/account/sign-out-everywhere"),
    onSuccess: (ended) => {
      signedOut();
      // Every session ended, this one included.
      toast({ title: "Signed out everywhere", description: endedWords(ended, false) });
    },
    onError: (error) => {
      failed(error, "Not signed out everywhere");
    },
  });
}

/* API tokens ------------------------------------------------------------------------------ */

export function useApiTokens() {
  return useQuery(apiTokensQuery());
}

/** Everyone's tokens, for the owner. */
export function useEveryonesApiTokens() {
  return useQuery(everyonesTokensQuery());
}

/** Your list and the owner's list of everyone's both show a token made or revoked. */
const useRefetchTokens = () => useRefetch(apiTokensQuery(), everyonesTokensQuery());

/* Confirming it is you ("sudo mode") -------------------------------------------------------- */

/** Whether the server wants the person to confirm it is them before it does this. */
export function needsConfirmation(error: Error): boolean {
  const api = apiErrorOf(error);
  if (api?.status !== 403) return false;
  try {
    return (JSON.parse(api.body) as { details?: unknown }).details === CONFIRM_IDENTITY;
  } catch {
    return false;
  }
}

/** Why a passkey did not confirm it is you, in words for its toast. */
function passkeyConfirmFailure(error: Error): string {
  if (apiErrorOf(error)) return serverWords(error);
  return error.name === "NotAllowedError" || error.name === "AbortError"
    ? "It was cancelled, or took too long. You can try again, or use your password."
    : "Your browser or device could not use a passkey. Please use your password.";
}

/**
 * Confirms it is you with your password or a passkey: the server starts a fresh session, and
 * `onConfirmed` carries on with what was asked. A wrong password goes to `onWrongPassword`.
 */
export function useConfirmIdentity(
  onConfirmed: () => void,
  onWrongPassword: (message: string) => void,
) {
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (how: { password: string } | "passkey") => {
      if (how !== "passkey") return apiCall("POST /api/admin/account/confirm", { body: how });
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await apiCall("POST /api/admin/passkey-login/options");
      const response = await startAuthentication({ optionsJSON: options });
      return apiCall("POST /api/admin/account/confirm", { body: { response } });
    },
    onSuccess: () => {
      toast({ title: "Thank you, that is confirmed" });
      onConfirmed();
    },
    onError: (error, how) => {
      if (how === "passkey") {
        failed(error, "Not confirmed", passkeyConfirmFailure(error));
      } else if (apiErrorOf(error)?.status === 400) {
        onWrongPassword(serverWords(error));
      } else failed(error, "Not confirmed");
    },
  });
}

/** Creates a token; `onCreated` gets its secret, which the server never sends again. */
export function useCreateApiToken(
  onCreated: (created: CreatedApiToken) => void,
  onConfirmNeeded: (input: { name: string }) => void,
) {
  const refetch = useRefetchTokens();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (input: { name: string }) => apiCall("POST /api/admin/tokens", { body: input }),
    onSuccess: async (created) => {
      await refetch();
      toast({ title: `Token ‘${created.name}’ created` });
      onCreated(created);
    },
    onError: (error, input) => {
      if (needsConfirmation(error)) onConfirmNeeded(input);
      else failed(error, "Token not created");
    },
  });
}

export function useRevokeApiToken(onDone: (revoked: ApiToken) => void) {
  const refetch = useRefetchTokens();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (token: ApiToken) =>
      apiCall("DELETE /api/admin/tokens/:id", { params: { id: token.id } }),
    onSuccess: async (_answer, token) => {
      await refetch();
      toast({ title: `Token ‘${token.name}’ revoked` });
      onDone(token);
    },
    onError: (error, token) => {
      failed(error, `Token ‘${token.name}’ not revoked`);
    },
  });
}
