// Admin › Your account › Passkeys, and the owner's list of everyone's: adding one (after the
// browser's own dialog), renaming and removing. The WebAuthn library loads only when someone adds
// a passkey.
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiErrorOf } from "../../../shared/api-error.ts";
import type { Passkey } from "../../../shared/contracts/people.ts";
import { apiCall } from "../../lib/api-client.ts";
import { everyonesPasskeysQuery, passkeysQuery } from "../../lib/queries/admin.ts";
import { toast } from "../../lib/toasts.ts";
import { serverWords, useFailureToast } from "./admin-failure.ts";
import { needsConfirmation } from "./use-account.ts";
import { useRefetch } from "./use-refetch.ts";

export function usePasskeys() {
  return useQuery(passkeysQuery());
}

/** Why a passkey was not added, in words for its toast. */
export function passkeyFailure(error: Error): string {
  if (apiErrorOf(error)) return serverWords(error);
  switch (error.name) {
    case "NotAllowedError":
    case "AbortError":
      return "It was cancelled, or took too long, so nothing was saved. You can try again.";
    case "InvalidStateError":
      return "This device already holds a passkey for your account.";
    case "SecurityError":
      return "Your browser refused to make a passkey for this site's address.";
    default:
      return "Your browser or device could not make a passkey. Please try again.";
  }
}

/**
 * Adds a passkey: the server's options, the browser's own dialog (fingerprint, face or PIN), then
 * the server checks and keeps the result under `name`.
 */
export function useAddPasskey(
  onAdded: (passkey: Passkey) => void,
  onConfirmNeeded: (name: string) => void,
) {
  const refetch = useRefetch(passkeysQuery());
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (name: string): Promise<Passkey> => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const options = await apiCall("POST /api/admin/passkeys/options");
      const response = await startRegistration({ optionsJSON: options });
      return apiCall("POST /api/admin/passkeys", { body: { name, response } });
    },
    onSuccess: async (passkey) => {
      await refetch();
      toast({ title: `Passkey ‘${passkey.name}’ added` });
      onAdded(passkey);
    },
    onError: (error, name) => {
      if (needsConfirmation(error)) onConfirmNeeded(name);
      else failed(error, "Passkey not added", passkeyFailure(error));
    },
  });
}

export function useRenamePasskey(onDone: () => void) {
  const refetch = useRefetch(passkeysQuery());
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ passkey, name }: { passkey: Passkey; name: string }) =>
      apiCall("PATCH /api/admin/passkeys/:id", { params: { id: passkey.id }, body: { name } }),
    onSuccess: async (renamed) => {
      await refetch();
      toast({ title: `Passkey renamed ‘${renamed.name}’` });
      onDone();
    },
    onError: (error) => {
      failed(error, "Passkey not renamed");
    },
  });
}

/** Everyone's passkeys, for the owner. */
export function useEveryonesPasskeys() {
  return useQuery(everyonesPasskeysQuery());
}

/** Your own passkey, or (for the owner) anyone's: both lists show it gone. */
export function useRemovePasskey(onDone: () => void) {
  const refetch = useRefetch(passkeysQuery(), everyonesPasskeysQuery());
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (passkey: Passkey) =>
      apiCall("DELETE /api/admin/passkeys/:id", { params: { id: passkey.id } }),
    onSuccess: async (_answer, passkey) => {
      await refetch();
      toast({ title: `Passkey ‘${passkey.name}’ removed` });
      onDone();
    },
    onError: (error, passkey) => {
      failed(error, `Passkey ‘${passkey.name}’ not removed`);
    },
  });
}
