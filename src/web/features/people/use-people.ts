// Admin › People: the owner's list of accounts, inviting someone, a new invitation
// link, changing a role, disabling or enabling, and removing. Each change has its toast; a refusal
// (the last owner, a username already taken) shows the server's own words.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf } from "../../../shared/api-error.ts";
import type {
  Invitation,
  InviteInput,
  Person,
  Reinvitation,
} from "../../../shared/contracts/people.ts";
import { ROLE_INFO, type Role } from "../../../shared/roles.ts";
import { apiCall } from "../../lib/api-client.ts";
import {
  everyonesPasskeysQuery,
  everyonesTokensQuery,
  peopleQuery,
} from "../../lib/queries/admin.ts";
import { toast } from "../../lib/toasts.ts";
import { serverWords, useFailureToast } from "./admin-failure.ts";

export function usePeople() {
  return useQuery(peopleQuery());
}

function useRefetchPeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: peopleQuery().queryKey });
}

/**
 * Invites someone. `onRefused` gets the server's words when it refuses the username (already
 * taken), for the form to show by that field.
 */
export function useInvitePerson(
  onInvited: (invitation: ShownInvitation) => void,
  onRefused: (message: string) => void,
) {
  const refetch = useRefetchPeople();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (input: InviteInput) => apiCall("POST /api/admin/users", { body: input }),
    onSuccess: async (invitation, input) => {
      await refetch();
      toast({ title: `${invitation.user.displayName} invited` });
      onInvited({ ...invitation, askedToEmail: Boolean(input.email?.trim()) });
    },
    onError: (error) => {
      if (failed(error, "Invitation not made")) return;
      if (apiErrorOf(error)?.status === 409) onRefused(serverWords(error));
    },
  });
}

/** An invitation as the People tab shows it: with whether the owner asked for it to be e-mailed. */
export type ShownInvitation = Invitation & { askedToEmail?: boolean };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a new link ended, in a sentence for its toast. */
export function endedByNewLink(
  { sessions, tokens, passkeys }: Reinvitation["ended"],
  removePasskeys: boolean,
): string {
  const parts = [
    `signed out of ${count(sessions, "session", "sessions")}`,
    `${count(tokens, "API token", "API tokens")} revoked`,
    removePasskeys ? `${count(passkeys, "passkey", "passkeys")} removed` : "passkeys kept",
  ];
  const sentence = parts.join(", ");
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * A fresh link for someone: their earlier link, password, sessions and tokens stop working, and
 * their passkeys too when `removePasskeys`.
 */
export function useNewInvitationLink(onIssued: (invitation: Invitation) => void) {
  const queryClient = useQueryClient();
  const refetch = useRefetchPeople();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ person, removePasskeys }: { person: Person; removePasskeys: boolean }) =>
      apiCall("POST /api/admin/users/:id/invite", {
        params: { id: person.id },
        body: { removePasskeys },
      }),
    onSuccess: async (invitation, { removePasskeys }) => {
      await refetch();
      // Their tokens (and perhaps passkeys) went with the reset.
      for (const query of [everyonesTokensQuery(), everyonesPasskeysQuery()]) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey });
      }
      toast({
        title: `New invitation link made for ${invitation.user.displayName}`,
        description: endedByNewLink(invitation.ended, removePasskeys),
      });
      onIssued(invitation);
    },
    onError: (error) => {
      failed(error, "Invitation link not made");
    },
  });
}

export type PersonChange = { role: Role } | { disabled: boolean };

/** "an editor", "a contributor". */
const aRole = (role: Role) => {
  const word = ROLE_INFO[role].label.toLowerCase();
  return `${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`;
};

const changedTitle = (person: Person, change: PersonChange) =>
  "role" in change
    ? `${person.displayName} is now ${aRole(change.role)}`
    : `${person.displayName} ${change.disabled ? "disabled" : "enabled"}`;

const unchangedTitle = (person: Person, change: PersonChange) =>
  "role" in change
    ? `Role not changed for ${person.displayName}`
    : `${person.displayName} not ${change.disabled ? "disabled" : "enabled"}`;

/** Changes one person's role, or disables or enables them. */
export function useChangePerson() {
  const refetch = useRefetchPeople();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ person, change }: { person: Person; change: PersonChange }) =>
      apiCall("PATCH /api/admin/users/:id", { params: { id: person.id }, body: change }),
    onSuccess: async (_changed, { person, change }) => {
      await refetch();
      toast({ title: changedTitle(person, change) });
    },
    onError: async (error, { person, change }) => {
      if (failed(error, unchangedTitle(person, change))) return;
      // Someone else may have changed them meanwhile: show what is true now.
      await refetch();
    },
  });
}

/** Removes an account; `onDone` runs after the list has been fetched again. */
export function useRemovePerson(onDone: () => void) {
  const refetch = useRefetchPeople();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (person: Person) =>
      apiCall("DELETE /api/admin/users/:id", { params: { id: person.id } }),
    onSuccess: async (_answer, person) => {
      await refetch();
      toast({ title: `${person.displayName} removed` });
      onDone();
    },
    onError: (error, person) => {
      failed(error, `${person.displayName} not removed`);
    },
  });
}
